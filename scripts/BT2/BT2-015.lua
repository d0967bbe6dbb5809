-- Garudamon: [When Attacking] when this Digimon attacks the player, <Draw 1> (also when it is then
-- blocked, Q997).
local function at_player() local _, target = game.attack() return target == 0 end
card:when_attacking(function(me) game.draw(me, 1) end, {condition = at_player})
