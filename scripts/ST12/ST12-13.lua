-- Sistermon Ciel (its name is also Sistermon Noir and its traits include Virus, a rule of the card:
-- card data, Q759, Q760): [On Play] reveal the top 3 cards of your deck, add 1 card with [Huckmon] in
-- its name or [Royal Knight] in its traits among them to your hand, trash the rest. [All Turns] all
-- of your Digimon with [Huckmon] in their names and [Royal Knight] in their traits (both, as printed)
-- have <Reboot>.
card:on_play(function(me) fx.reveal(me, 3, {filter = royal.card_huckmon_or_knight, rest = "trash", must = true}) end)
local knight = fx.trait_has("Royal Knight")
card:static{applies = "own_digimon", keywords = {"reboot"},
  condition = function(me, self, c, d) return game.name_has(d, "Huckmon") and knight(d) end}
