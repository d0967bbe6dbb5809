-- Poromon (inherited): [When Attacking] delete 1 of the opponent's Digimon with 1000 DP or less.
card:when_attacking(function(me) fx.delete(me, {dp = 1000}) end, {inherited = true})
