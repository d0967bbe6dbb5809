-- NeoDevimon: [Opponent's Turn] when the opponent plays a Tamer, gain 3 memory. Inherited:
-- [Opponent's Turn] when one of the opponent's Tamers becomes suspended, gain 1 memory (once for
-- Tamers suspended together, Q1230).
card:when("tamer_played", function(me) game.gain_memory(me, 3) end, {whose = "opponents", turn = "opponents"})
card:when("tamer_suspended", function(me) game.gain_memory(me, 1) end,
  {whose = "opponents", turn = "opponents", inherited = true})
