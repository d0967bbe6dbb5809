-- MirageGaogamon: [When Digivolving] gain 1 memory for every 4 cards in the opponent's hand (none
-- with 3 or fewer, Q1202). [Your Turn] this Digimon can't be blocked (it may still attack a
-- suspended Digimon, Q1203, Q1204).
card:when_digivolving(function(me) game.gain_memory(me, #game.hand(game.opponent(me)) // 4) end)
card:cannot_be_blocked_by(function() return true end, {turn = "yours"})
