-- MetalKabuterimon: digivolves from the hand onto a green Tamer as onto a level 3 green Digimon for 2
-- (card data). [When Digivolving] if a card with [Hybrid] in its traits or [J.P. Shibayama] is among
-- this Digimon's digivolution cards, suspend 1 of your opponent's Digimon with 6000 DP or less.
card:when_digivolving(function(me, self)
  if warriors.hybrid_or_named(self, "J.P. Shibayama") then
    local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(6000))
    if d then game.suspend(d) end
  end
end)
