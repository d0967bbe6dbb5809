-- GranKuwagamon (<Security Attack +1>: card data): [When Digivolving] this Digimon gets +4000 DP for
-- the turn.
card:when_digivolving(function(me, self) fx.self_dp(me, self, 4000) end)
