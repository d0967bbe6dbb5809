-- WereGarurumon (inherited): [When Attacking] once per turn, you may delete another of your Digimon
-- (battle area only, Q1029) to unsuspend this Digimon.
card:when_attacking(function(me, self)
  local d = game.choose(me, fx.digimon(me, function(x) return x ~= self end), 1, 1)[1]
  if not d then return end
  game.delete(d)
  if game.on_field(d) then return end -- the cost was not paid (its deletion prevented)
  if game.on_field(self) then game.unsuspend(self) end
end, {inherited = true, once_per_turn = true, optional = true, condition = function(me, self)
  return #fx.digimon(me, function(d) return d ~= self end) > 0
end})
