-- Volcanicdramon: <Security Attack +1> (card data). [On Play] delete all of the opponent's Digimon
-- with 4000 DP or less, at the same time.
card:on_play(function(me)
  local weak = fx.digimon(game.opponent(me), fx.deletion_dp_at_most(me, 4000))
  if #weak > 0 then game.delete(weak) end
end)
