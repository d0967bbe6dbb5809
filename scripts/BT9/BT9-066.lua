-- Alphamon: [When Digivolving] place 1 card with [X Antibody] in its traits from your trash under this
-- Digimon as its bottom digivolution card. [Your Turn] [Once Per Turn] when an effect places a
-- digivolution card under this Digimon, <De-Digivolve 1> on 1 of your opponent's Digimon.
card:when_digivolving(function(me, self)
  local c = game.choose(me, fx.cards(game.trash_cards(me), fx.card_trait_has("X Antibody")), 1, 1, "cards")[1]
  if c then game.put_under(c, self, "bottom") end
end)
card:when("digivolution_cards_added", function(me) fx.de_digivolve_one(me, 1) end,
  {turn = "yours", once_per_turn = true, whose = "self"})
