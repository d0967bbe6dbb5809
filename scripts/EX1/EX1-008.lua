-- MetalGreymon: [When Attacking] when this Digimon attacks a player, delete 1 of your opponent's
-- Digimon with 4000 DP or less (also when then blocked, Q3197; the 4000 reached by effects adding to
-- DP-based deletions, 15-15-4, Q1801). Inherited: [Your Turn] while this
-- Digimon has [Machine] or [Dragonkin] in its traits, <Piercing> (once it has applied, a check that
-- takes the trait away does not undo it, Q3196: the core's).
card:when_attacking(function(me) fx.delete(me, {dp = 4000}) end, {condition = classic.attacks_player})
local machine, dragonkin = fx.trait_has("Machine"), fx.trait_has("Dragonkin")
card:static{inherited = true, turn = "yours", keywords = {"piercing"},
  condition = function(me, self) return machine(self) or dragonkin(self) end}
