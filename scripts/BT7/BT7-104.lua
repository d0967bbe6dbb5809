-- Metal Cannon: [Main] choose 1 of your Digimon with [X-Antibody] in its traits; <Draw 1> for each of its
-- digivolution cards. [Security] add this card to its owner's hand.
card:main(function(me)
  local d = fx.choose_one(me, me, fx.trait_has("X Antibody"))
  if d and game.sources(d) > 0 then game.draw(me, game.sources(d)) end
end)
card:security(function(me, self, c) game.to_hand(c) end)
