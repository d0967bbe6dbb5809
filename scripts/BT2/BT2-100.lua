-- Puppet Pummel: [Main] suspend 1 of your opponent's Digimon; then 1 of your Digimon gets +2000 DP
-- for the turn.
card:main(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
  fx.change_one(me, me, {dp = 2000})
end)
