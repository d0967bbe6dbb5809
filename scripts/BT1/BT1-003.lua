-- Upamon (inherited): [When Attacking] once per turn, if the opponent has a Digimon without
-- digivolution cards, <Draw 1>. The "if" is a processing condition: the effect triggers at every
-- attack and is read as it would activate (15-8-3-9-2); it cannot activate, and is not used up,
-- while the opponent has none (15-6-3, 15-14-1-4).
local function has_target(me) return #fx.digimon(game.opponent(me), fx.no_sources) > 0 end
card:when_attacking(function(me) game.draw(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = has_target})
