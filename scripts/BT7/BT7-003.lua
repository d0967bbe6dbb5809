-- Pusurimon (inherited): [Your Turn] when this card is trashed by this Digimon's <Digi-Burst>, 1 of your
-- opponent's Digimon gets -1000 DP for the turn (after the <Digi-Burst> effect, Q1503).
card:when("digi_burst_trashed", function(me) fx.change_one(me, game.opponent(me), {dp = -1000}) end,
  {whose = "self", inherited = true, turn = "yours"})
