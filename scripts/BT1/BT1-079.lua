-- Lillymon (inherited): [When Attacking] suspend 1 of your opponent's Digimon without <Blocker>.
card:when_attacking(function(me)
  local d = fx.choose_one(me, game.opponent(me), function(x) return not game.has_keyword(x, "blocker") end)
  if d then game.suspend(d) end
end, {inherited = true})
