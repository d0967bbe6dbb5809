-- Paildramon: <Jamming> (card data). Inherited: [When Attacking] once per turn, if this Digimon has
-- [Imperialdramon] in its name, unsuspend it.
-- The "if" is a processing condition: the effect triggers at every attack and the "if" is read as
-- it would activate (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated and the use is kept (15-6-3).
local function imperial(me, self) return game.name_has(self, "Imperialdramon") end
card:when_attacking(function(me, self) game.unsuspend(self) end,
  {inherited = true, once_per_turn = true, activate_if = imperial})
