-- Sakuttomon (inherited): [When Attacking] once per turn, if this Digimon is level 7, gain 1 memory.
-- "If" is a processing condition: the effect triggers at the attack whatever the level and reads it
-- when it activates (15-8-3-9-2, 15-8-3-9-3); below level 7 it is not activated, so its use is not
-- spent (15-6-3, 15-14-1-4): a later attack that turn at level 7 gains the memory.
card:when_attacking(function(me) game.gain_memory(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = function(me, self) return game.level(self) == 7 end})
