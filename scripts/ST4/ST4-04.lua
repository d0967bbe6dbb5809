-- Palmon (inherited): [When Attacking] when this Digimon attacks an opponent's Digimon, it gets
-- +2000 DP for the turn (the attack declared on the player and blocked: nothing, Q647/Q649).
local function at_digimon() local _, target = game.attack() return target ~= nil and target ~= 0 end
card:when_attacking(function(me, self) fx.self_dp(me, self, 2000) end, {inherited = true, condition = at_digimon})
