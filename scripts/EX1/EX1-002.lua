-- Biyomon (inherited): [When Attacking] [Once Per Turn] when this Digimon attacks a player, <Draw 1>
-- (also when the attack is then blocked, Q3189).
card:when_attacking(function(me) game.draw(me, 1) end,
  {inherited = true, once_per_turn = true, condition = classic.attacks_player})
