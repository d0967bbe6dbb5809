-- Garurumon: [On Play] unsuspend 1 of your Digimon.
card:on_play(function(me)
  local d = fx.choose_one(me, me)
  if d then game.unsuspend(d) end
end)
