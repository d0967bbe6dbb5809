-- Matadormon: [When Attacking] you may trash 1 card with [Undead] or [Dark Animal] in its traits from
-- your hand to have this Digimon get +3000 DP for the turn. [Your Turn] when this Digimon would
-- digivolve into a Digimon card from the trash, that digivolution costs 1 less (only when another
-- effect digivolves it from the trash, Q1871).
card:when_attacking(function(me, self)
  xab.by_trashing(me, xab.undead, function() fx.self_dp(me, self, 3000) end)
end)
card:when_would("digivolve", nil, {turn = "yours", reduce = 1,
  condition = function(me, self, c, x) return game.card_zone(x) == "trash" end})
