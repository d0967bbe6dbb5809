-- DarkTyrannomon: no effect of its own.
-- Inherited: [On Deletion] suspend 1 of your opponent's Digimon.
card:on_deletion(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end, {inherited = true})
