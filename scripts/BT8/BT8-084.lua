-- Kimeramon: [When Digivolving] you may place 1 Digimon card of level 5 or lower from your trash
-- under this Digimon as its bottom digivolution card. Then up to 4 of your opponent's Digimon get
-- -1000 DP for each colour this Digimon has (read then), until the end of your opponent's next turn.
-- [Your Turn] this Digimon also has the colours of its digivolution cards (Q1763: white plus theirs);
-- while it has 4 or more colours, it gets +4000 DP. A card placed under it by the first part does not
-- activate its own [When Digivolving] now (Q1940: the core's timing, its trigger is past).
local function placeable(c) return game.card_kind(c) == "Digimon" and (game.card_level(c) or 0) <= 5 end
card:when_digivolving(function(me, self)
  local cards = fx.cards(game.trash_cards(me), placeable)
  if #cards > 0 and game.yes_no(me) then
    local c = game.choose(me, cards, 1, 1, "cards")[1]
    if c then game.put_under(c, self, "bottom") end
  end
  local n = game.on_field(self) and #game.colors(self) or 0
  game.change(me, fx.choose(me, game.opponent(me), 4, nil, true), {dp = -1000 * n}, "opponents_turn")
end)
card:static{turn = "yours", colors = "digivolution_cards"}
card:static{turn = "yours", dp = 4000, condition = function(me, self) return #game.colors(self) >= 4 end}
