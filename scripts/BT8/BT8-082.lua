-- Ophanimon Falldown Mode: [When Digivolving] if this
-- Digimon has a purple digivolution card, delete 1 of the opponent's level 4 or lower Digimon; if it
-- has a yellow one, <Recovery +1 (Deck)> (both with one purple and yellow card, Q1761, Q1762).
-- [On Deletion] you may play 1 purple or yellow level 4 or lower Digimon card from your trash without
-- paying its cost.
local function has_source(self, col) return #fx.cards(game.source_cards(self), fx.card_color(col)) > 0 end
card:when_digivolving(function(me, self)
  if has_source(self, "purple") then fx.delete(me, {filter = fx.level_at_most(4)}) end
  if has_source(self, "yellow") then game.recovery(me, 1) end
end)
card:on_deletion(function(me)
  local fits = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and (game.card_level(c) or 99) <= 4
      and (game.card_has_color(c, "purple") or game.card_has_color(c, "yellow"))
  end)
  local c = game.choose(me, fits, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
