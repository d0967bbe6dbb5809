-- Upamon (inherited): [When Attacking] once per turn, if the opponent has a Digimon without
-- digivolution cards, <Draw 1>. It cannot activate, and is not used up, while the opponent has
-- none (15-6-3).
local function has_target(me) return #fx.digimon(game.opponent(me), fx.no_sources) > 0 end
card:when_attacking(function(me) if has_target(me) then game.draw(me, 1) end end,
  {inherited = true, once_per_turn = true, condition = has_target})
