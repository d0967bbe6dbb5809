-- Motimon (inherited): [Your Turn] while one of this Digimon's traits has [Insectoid] in it, +1000 DP.
card:static{inherited = true, turn = "yours", dp = 1000, condition = function(me, self) return fx.trait_has("Insectoid")(self) end}
