-- ExVeemon: [When Digivolving] unsuspend 1 of your level 4 or lower Digimon.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, me, fx.level_at_most(4))
  if d then game.unsuspend(d) end
end)
