-- WarGrowlmon: [When Attacking] delete 1 of the opponent's Digimon with 3000 DP or less.
-- Inherited: [Your Turn] [Once Per Turn] when one of the opponent's Digimon is deleted, this Digimon
-- gains <Security Attack +1> for the turn (a <Piercing> check after the battle counts it too, Q688).
card:when_attacking(function(me)
  fx.delete(me, {dp = 3000})
end)
card:when("digimon_deleted", function(me, self)
  if game.on_field(self) then game.change(me, self, {security_attack = 1}, "turn") end
end, {inherited = true, turn = "yours", once_per_turn = true, whose = "opponents"})
