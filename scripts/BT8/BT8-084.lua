-- Kimeramon: [When Digivolving] optionally, one Digimon card of level 5 or less from the trash goes
-- under it as the bottom card of its stack; then its player picks up to 4 opposing Digimon, each losing
-- 1000 DP per colour Kimeramon has at that moment, through the end of the opponent's next turn.
-- [Your Turn] besides its own white, Kimeramon counts the colours of the cards under it as its own
-- (Q1763); with 4 colours or more it has +4000 DP. A card placed under it by the first part does not
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
