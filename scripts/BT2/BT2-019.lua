-- Phoenixmon: [When Attacking] when this Digimon attacks the player, gain 1 memory (also when it is
-- then blocked, Q998).
local function at_player() local _, target = game.attack() return target == 0 end
card:when_attacking(function(me) game.gain_memory(me, 1) end, {condition = at_player})
