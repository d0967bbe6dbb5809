-- Dorumon: [On Play] the 3 top cards of the deck are revealed; a card holding X-Antibody in a trait and
-- a Kota Domoto among them go to the hand (one alone too, Q1601); the others go under the deck, ordered
-- by the player. Inherited: [Your Turn] [Once Per Turn] as an effect of its player adds a digivolution
-- card to this Digimon, 1 memory is gained: once for one effect however many cards it added (Q1603),
-- never for a digivolution (Q1602), and also when the card added is this one (Q1604).
card:on_play(function(me) fx.reveal_each(me, 3, {warriors.x_antibody, fx.card_named("Kota Domoto")}, {must = true}) end)
card:when("digivolution_cards_added", function(me) game.gain_memory(me, 1) end,
  {whose = "self", inherited = true, turn = "yours", once_per_turn = true, condition = warriors.placed_by_yours})
