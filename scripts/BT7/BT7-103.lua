-- Mugen: [Main] suspend 1 of your opponent's Digimon; it doesn't unsuspend in their next unsuspend phase.
-- [Security] suspend 1 of your opponent's Digimon.
card:main(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then
    game.suspend(d)
    game.change(me, d, {forbid = {"unsuspend"}}, "opponents_next_turn")
  end
end)
card:security(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
