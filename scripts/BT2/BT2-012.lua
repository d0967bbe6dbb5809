-- Birdramon: [When Attacking] when this Digimon attacks the player, it gets +4000 DP for the turn
-- (also when it is then blocked, Q996).
local function at_player() local _, target = game.attack() return target == 0 end
card:when_attacking(function(me, self) fx.self_dp(me, self, 4000) end, {condition = at_player})
