-- Sakuttomon (inherited): [When Attacking] once per turn, if this Digimon is level 7, gain 1 memory.
-- "If" is a processing condition: the effect triggers at the attack whatever the level and reads it
-- when it activates (15-8-3-9-2, 15-8-3-9-3); activated below level 7 it does nothing, and the core
-- counts that as its use (15-14-1-4; the API has no option for a condition read only at activation,
-- scripts/ST8/RULINGS.md).
card:when_attacking(function(me, self)
  if game.level(self) == 7 then game.gain_memory(me, 1) end
end, {inherited = true, once_per_turn = true})
