-- Silphymon: [When Digivolving] 1 of the opponent's level 4 or lower Digimon has 1000 as its
-- original DP for the turn (changes to its DP still count: Q1056, Q1057). On your turn this
-- Digimon is yellow as well (in the battle area only: Q1054, Q1055).
card:when_digivolving(function(me)
  fx.change_one(me, game.opponent(me), {dp_set = 1000}, "turn", fx.level_at_most(4))
end)
card:static{turn = "yours", colors = {"yellow"}}
