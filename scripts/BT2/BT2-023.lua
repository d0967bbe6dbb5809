-- Gomamon: played from your hand, it costs 1 less for each of the opponent's Digimon without
-- digivolution cards (never below 0: no memory gained, Q1002).
card:play_cost(function(me) return #fx.digimon(game.opponent(me), fx.no_sources) end)
