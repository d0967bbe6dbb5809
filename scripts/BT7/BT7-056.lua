-- Dorumon: [On Play] reveal the top 3 cards of your deck; add 1 card with [X-Antibody] in its traits
-- and 1 [Kota Domoto] among them to your hand (either alone too, Q1601); the rest to the bottom in
-- any order. Inherited: [Your Turn] [Once Per Turn] when one of your effects places a digivolution
-- card under this Digimon, gain 1 memory: once however many cards the one effect placed (Q1603), not
-- for a digivolution (Q1602), and for this card itself placed so (Q1604).
card:on_play(function(me) fx.reveal_each(me, 3, {warriors.x_antibody, fx.card_named("Kota Domoto")}, {must = true}) end)
card:when("digivolution_cards_added", function(me) game.gain_memory(me, 1) end,
  {whose = "self", inherited = true, turn = "yours", once_per_turn = true, condition = warriors.placed_by_yours})
