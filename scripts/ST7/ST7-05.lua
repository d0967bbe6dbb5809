-- Growlmon (inherited): [Your Turn] [Once Per Turn] when one of the opponent's Digimon is deleted (in any
-- way), gain 1 memory. Deleted together with the opponent's Digimon, this card is in the trash by then
-- and the effect does not activate (Q683, the core's rule 15-4-4-3).
card:when("digimon_deleted", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", once_per_turn = true, whose = "opponents"})
