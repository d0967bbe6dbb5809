-- Dorimon (Digi-Egg). Inherited: [Your Turn] [Once Per Turn] when one of your effects places a
-- digivolution card under this Digimon, <Draw 1>: once however many cards the one effect placed
-- (Q1505); a digivolution, even by an effect, places none (Q1504).
card:when("digivolution_cards_added", function(me) game.draw(me, 1) end,
  {whose = "self", inherited = true, turn = "yours", once_per_turn = true, condition = warriors.placed_by_yours})
