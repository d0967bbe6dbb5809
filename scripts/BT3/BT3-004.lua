-- Minomon (inherited): [When Attacking] when this Digimon attacks an opponent's Digimon, it gets
-- +1000 DP for the turn (not when it attacks the player and is blocked, Q1047).
local function at_digimon() local _, target = game.attack() return target ~= nil and target ~= 0 end
card:when_attacking(function(me, self) fx.self_dp(me, self, 1000) end, {inherited = true, condition = at_digimon})
