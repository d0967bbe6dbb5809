-- GeoGreymon: [Main] <Digi-Burst 2>: delete 1 of the opponent's Digimon with 4000 DP or less.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  fx.delete(me, {dp = 4000})
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
