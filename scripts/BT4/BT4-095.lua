-- Yoshino Fujieda: [On Play] return 1 Digi-Egg card from your trash to the bottom of your Digi-Egg
-- deck (a Digi-Egg card bound for the deck goes there, 3-1-3-9). [Your Turn] when one of your
-- Digimon digivolves into a Digimon card in your hand with a <Digi-Burst> effect (any timing,
-- Q1247), you may suspend this Tamer to make it cost 1 less. [Security] play this card without
-- paying.
local function egg(c) return game.card_kind(c) == "Digi-Egg" end
card:on_play(function(me)
  game.to_deck(game.choose(me, fx.cards(game.trash_cards(me), egg), 1, 1, "cards"), "bottom")
end)
card:discount_digivolutions_from_hand(function(me, self, c, x)
  return game.card_kind(x) == "Digimon" and game.card_has_effect(x, "digi_burst") and 1 or 0
end, {turn = "yours", whose = "own", suspend = true})
card:security(function(me, self, c) game.play(c) end)
