-- Lillymon (inherited): [Your Turn] [Once Per Turn] when one of your opponent's Digimon becomes
-- suspended, this Digimon gains <Security Attack +1> for the turn.
card:when("digimon_suspended", function(me, self) game.change(me, self, {security_attack = 1}) end,
  {inherited = true, turn = "yours", whose = "opponents", once_per_turn = true})
