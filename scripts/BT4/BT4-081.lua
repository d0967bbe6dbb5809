-- Devimon: [Main] <Digi-Burst 2>: delete 1 of the opponent's level 3 Digimon.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  fx.delete(me, {filter = function(d) return game.level(d) == 3 end})
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
