-- Chaosmon: Valdur Arm: [When Digivolving] twice in a row: 1 of the opponent's Digimon gets -7000 DP
-- for the turn (the same one may be chosen twice, Q1244). [On Deletion] gain 3 memory.
card:when_digivolving(function(me)
  fx.change_one(me, game.opponent(me), {dp = -7000})
  fx.change_one(me, game.opponent(me), {dp = -7000})
end)
card:on_deletion(function(me) game.gain_memory(me, 3) end)
