-- Rhihimon: when one of your Digimon with a Tamer card among its digivolution cards digivolves into this
-- card in your hand, the digivolution costs 2 less. [On Deletion] if a card with [Hybrid] in its traits
-- was among this Digimon's digivolution cards, you may play 1 purple Tamer card from your trash without
-- paying (one that was under it too, Q1641).
warriors.tamer_discount(card)
card:on_deletion(function(me, self)
  if not warriors.in_sources(self, warriors.hybrid) then return end
  local fit = fx.cards(game.trash_cards(me), function(c) return game.card_kind(c) == "Tamer" and game.card_has_color(c, "purple") end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
