-- Kakkinmon (inherited): [When Attacking] once per turn, if this Digimon is level 7, gain 1 memory.
-- The "if" is a processing condition: the effect triggers at every attack and the "if" is read as
-- it would activate (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated and the use is kept (15-6-3).
local function level7(me, self) return game.level(self) == 7 end
card:when_attacking(function(me) game.gain_memory(me, 1) end, {inherited = true, once_per_turn = true, activate_if = level7})
