-- Taiga: on your turn, your Digimon with [Tyrannomon] in their names have <Piercing>. On your turn,
-- when one of your Digimon (in the battle area, Q1038) digivolves into a card with [Tyrannomon] in
-- its name from your hand, you may suspend this Tamer to make it cost 1 less. [Security] play this
-- card free.
card:static{turn = "yours", applies = "own_digimon", keywords = {"piercing"},
  condition = function(me, self, c, d) return game.name_has(d, "Tyrannomon") end}
card:discount_digivolutions_from_hand(function(me, self, c, x) return game.card_name_has(x, "Tyrannomon") and 1 or 0 end,
  {turn = "yours", whose = "own", suspend = true})
card:security(function(me, self, c) game.play(c) end)
