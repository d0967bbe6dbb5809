-- Zudomon: [On Play] <Draw 2>. Inherited: [When Attacking] if the opponent has a Digimon without
-- digivolution cards, gain 1 memory.
local function has_target(me) return #fx.digimon(game.opponent(me), fx.no_sources) > 0 end
card:on_play(function(me) game.draw(me, 2) end)
card:when_attacking(function(me) if has_target(me) then game.gain_memory(me, 1) end end,
  {inherited = true, condition = has_target})
