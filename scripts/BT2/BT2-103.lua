-- Spiral Sword: [Main] 1 of your Digimon gets +3000 DP for the turn. [Security] unsuspend 1 of your
-- Digimon with <Blocker>.
card:main(function(me) fx.change_one(me, me, {dp = 3000}) end)
card:security(function(me)
  local d = fx.choose_one(me, me, function(d) return game.has_keyword(d, "blocker") end)
  if d then game.unsuspend(d) end
end)
