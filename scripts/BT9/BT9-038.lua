-- Pegasusmon: digivolves from [Patamon] for 2; <Armor Purge> (card data). [When Digivolving] 1 of
-- your opponent's Digimon gains <Security Attack -1> until the end of your opponent's turn.
card:when_digivolving(function(me) fx.change_one(me, game.opponent(me), {security_attack = -1}, "opponents_turn") end)
