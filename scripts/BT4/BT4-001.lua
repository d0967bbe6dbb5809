-- Sakuttomon (inherited): [When Attacking] once per turn, if this Digimon is level 7, gain 1 memory.
local function level7(me, self) return game.level(self) == 7 end
card:when_attacking(function(me) game.gain_memory(me, 1) end, {inherited = true, once_per_turn = true, condition = level7})
