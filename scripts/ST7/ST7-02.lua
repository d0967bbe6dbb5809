-- Agumon (inherited): [When Attacking] when this Digimon attacks a player, it gets +2000 DP for the
-- turn (also when the attack is then blocked: the attack was declared on the player, Q680).
local function at_player() local _, target = game.attack() return target == 0 end
card:when_attacking(function(me, self) fx.self_dp(me, self, 2000) end, {inherited = true, condition = at_player})
