-- Matt Ishida: at the start of your turn, gain 1 memory if the opponent has a Digimon without
-- digivolution cards. Security: play this Tamer for free.
card:start_of_your_turn(function(me)
  if #fx.digimon(game.opponent(me), fx.no_sources) > 0 then game.gain_memory(me, 1) end
end)
card:security(function(me, self, c) game.play(c) end)
