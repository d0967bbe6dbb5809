-- MetalGreymon (black): [When Digivolving] <De-Digivolve 1> 1 of the opponent's Digimon; then delete 1
-- of the opponent's Digimon with 3000 DP or less. Inherited: [Your Turn] while this Digimon has
-- [Dragonkin] or [Machine] in its traits, it can also attack the opponent's unsuspended Digimon.
card:when_digivolving(function(me)
  fx.de_digivolve_one(me, 1)
  fx.delete(me, {dp = 3000})
end)
card:static{inherited = true, turn = "yours", allow = {"attack_unsuspended"},
  condition = function(me, self)
    return fx.trait_has("Dragonkin")(self) or fx.trait_has("Machine")(self)
  end}
