-- Dorumon: [On Play] you may trash 1 card with [X Antibody] in its traits from your hand to <Draw 2>.
card:on_play(function(me)
  xab.by_trashing(me, fx.card_trait_has("X Antibody"), function() game.draw(me, 2) end)
end)
