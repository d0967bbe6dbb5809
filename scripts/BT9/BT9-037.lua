-- Nefertimon: digivolves for 0 from a Digimon with [Gatomon] in its name; <Armor Purge> (card data).
-- [When Attacking] 1 of your opponent's Digimon gets -2000 DP for the turn.
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -2000}) end)
