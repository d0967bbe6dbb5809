-- Entmon: [Your Turn] [Once Per Turn] when this Digimon deletes an opponent's Digimon in battle and
-- survives (deleted_one_in_battle: only a Digimon still on the field watches), unsuspend it.
card:when("deleted_one_in_battle", function(me, self) game.unsuspend(self) end,
  {whose = "self", turn = "yours", once_per_turn = true})
