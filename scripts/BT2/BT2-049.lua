-- Puppetmon: [On Play] suspend 1 of the opponent's Digimon; in the opponent's next unsuspend phase
-- none of their Digimon unsuspend (all of them, not only that one, Q1019; the unsuspended ones stay
-- so, Q1020; not their Tamers, Q1021). [When Attacking] gain 1 memory.
card:on_play(function(me)
  local op = game.opponent(me)
  local d = fx.choose_one(me, op)
  if d then game.suspend(d) end
  game.change_all(me, op, "digimon", {forbid = {"unsuspend"}}, "opponents_turn")
end)
card:when_attacking(function(me) game.gain_memory(me, 1) end)
