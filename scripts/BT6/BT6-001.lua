-- DemiMeramon (inherited): [When Attacking] when this Digimon attacks a player, it gets +1000 DP for
-- the turn. "Attacks a player" is the attack as declared: blocked afterwards, it still activates
-- (Q1398); an attack declared on a Digimon does not trigger it.
local function at_player() local _, target = game.attack() return target == 0 end
card:when_attacking(function(me, self) fx.self_dp(me, self, 1000) end, {inherited = true, condition = at_player})
