-- Thunder Laser: [Main] if you have a Digimon with [Hybrid] or [Ten Warriors] in its traits, suspend 1 of
-- your opponent's Digimon (without one, nothing happens, Q1669). [Security] add this card to its
-- owner's hand.
card:main(function(me)
  if #fx.digimon(me, function(d) return fx.trait_has("Hybrid")(d) or fx.trait_has("Ten Warriors")(d) end) == 0 then return end
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
card:security(function(me, self, c) game.to_hand(c) end)
