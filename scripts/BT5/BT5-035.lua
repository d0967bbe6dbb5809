-- Starmons: [On Play] for each Digimon you have (this one too, Q1317), counted now (Q1319), 1 of
-- your opponent's Digimon gets -1000 DP for the turn: all of it on the one Digimon chosen (Q1318).
card:on_play(function(me)
  local n = #game.digimon(me)
  fx.change_one(me, game.opponent(me), {dp = -1000 * n})
end)
