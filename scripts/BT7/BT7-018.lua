-- Gomamon: [On Play] when it was played from digivolution cards (from under a Digimon), <Draw 2>. Made
-- the top card by <De-Digivolve> it is not played (Q1522).
card:on_play(function(me, self, c, s, f)
  if f.from == "battle area" then game.draw(me, 2) end
end)
