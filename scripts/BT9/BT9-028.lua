-- WereGarurumon (X Antibody): digivolves from [WereGarurumon] for 0 (card data). [When Digivolving]
-- unsuspend this Digimon. Then, if [WereGarurumon] or [X Antibody] (the names, Q1827) is among its
-- digivolution cards, return 1 of your opponent's level 4 or lower Digimon to the hand.
card:when_digivolving(function(me, self)
  game.unsuspend(self)
  if xab.under(self, "WereGarurumon") then
    local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(4))
    if d then game.bounce(d) end
  end
end)
