-- HerculesKabuterimon: Piercing (card data). [Main] <Digi-Burst 2>: suspend 1 of the opponent's Digimon.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
