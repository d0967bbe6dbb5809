-- GroundLocomon: [Your Turn] this Digimon can't attack your opponent's Digimon (the player still; a
-- block still battles, Q3326). [All Turns] it gets +1000 DP for each card in your trash with [Cyborg]
-- or [Machine] in its traits.
card:static{turn = "yours", forbid = {"attack_digimon"}}
local cyborg, machine = fx.card_trait_has("Cyborg"), fx.card_trait_has("Machine")
card:static{dp = function(me)
  return 1000 * #fx.cards(game.trash_cards(me), function(c) return cyborg(c) or machine(c) end)
end}
