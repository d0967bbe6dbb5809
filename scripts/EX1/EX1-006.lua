-- Garudamon (inherited): [When Attacking] [Once Per Turn] when this Digimon attacks a player, gain 1
-- memory (also when the attack is then blocked, Q3195).
card:when_attacking(function(me) game.gain_memory(me, 1) end,
  {inherited = true, once_per_turn = true, condition = classic.attacks_player})
