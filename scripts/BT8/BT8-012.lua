-- Flamedramon: <Armor Purge> (card data). [When Attacking] this Digimon gets +3000 DP for the turn
-- (it stays even if <Armor Purge> then trashes this card, Q1701).
card:when_attacking(function(me, self) fx.self_dp(me, self, 3000) end)
