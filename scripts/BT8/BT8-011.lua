-- Cyclonemon (inherited): [When Attacking] delete 1 of the opponent's Digimon with 2000 DP or less.
card:when_attacking(function(me) fx.delete(me, {dp = 2000}) end, {inherited = true})
