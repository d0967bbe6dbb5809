-- Angewomon: [When Attacking] if you have 3 or more security cards (read as it activates; the change
-- stays when they drop later, Q3216), 1 of your opponent's Digimon and all of your opponent's Security
-- Digimon get -3000 DP for the turn (every Security Digimon of that turn, later attacks too, Q3215).
-- Inherited: [Your Turn] [Once Per Turn] when a card is added to your security stack, 1 of your
-- opponent's Digimon gets -2000 DP for the turn.
card:when_attacking(function(me)
  if game.security(me) < 3 then return end
  fx.change_one(me, game.opponent(me), {dp = -3000})
  game.change_all(me, game.opponent(me), "security_digimon", {dp = -3000}, "turn")
end)
card:when("card_to_security", function(me) fx.change_one(me, game.opponent(me), {dp = -2000}) end,
  {inherited = true, turn = "yours", whose = "own", once_per_turn = true})
