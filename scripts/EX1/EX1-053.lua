-- MetalEtemon: [Opponent's Turn] (erratum of 2021-12-10: not [Your Turn]) +1000 DP for each Digimon card
-- with [Etemon] in its name in your trash. [On Deletion] <De-Digivolve 1> on 1 of your opponent's
-- Digimon.
card:static{turn = "opponents", dp = function(me)
  return 1000 * #fx.cards(game.trash_cards(me), function(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Etemon") end)
end}
card:on_deletion(function(me) fx.de_digivolve_one(me, 1) end)
