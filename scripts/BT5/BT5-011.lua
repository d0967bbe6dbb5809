-- Meramon: [When Digivolving] 1 of your other Digimon gets +3000 DP for the turn.
card:when_digivolving(function(me, self)
  fx.change_one(me, me, {dp = 3000}, "turn", function(d) return d ~= self end)
end)
