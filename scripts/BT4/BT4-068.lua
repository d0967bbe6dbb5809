-- Baboongamon: [Main] <Digi-Burst 2>: <De-Digivolve 1> on 1 of the opponent's Digimon with a play
-- cost of 7 or less.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  local d = fx.choose_one(me, game.opponent(me), function(x) local n = game.cost(x) return n ~= nil and n <= 7 end)
  if d then game.de_digivolve(me, d, 1) end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
