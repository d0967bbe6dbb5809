-- Phoenixmon: <Security Attack +1> (card data). [When Attacking] when this Digimon attacks a player,
-- <Draw 2> (also when then blocked, Q3200).
card:when_attacking(function(me) game.draw(me, 2) end, {condition = classic.attacks_player})
