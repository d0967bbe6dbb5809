-- GaoGamon: [Main] <Digi-Burst 2>: <Draw 1>.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  game.draw(me, 1)
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
