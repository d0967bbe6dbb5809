-- Pagumon (inherited): [When Attacking] you may trash 1 card in your hand; if you do, this Digimon
-- gets +1000 DP for the turn.
card:when_attacking(function(me, self)
  xab.by_trashing(me, nil, function() fx.self_dp(me, self, 1000) end)
end, {inherited = true})
