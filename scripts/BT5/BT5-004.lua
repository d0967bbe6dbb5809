-- Yokomon (inherited): [Your Turn] when this card is trashed by this Digimon's <Digi-Burst>,
-- 1 of your Digimon gets +2000 DP for the turn.
card:when("digi_burst_trashed", function(me) fx.change_one(me, me, {dp = 2000}) end,
  {whose = "self", inherited = true, turn = "yours"})
