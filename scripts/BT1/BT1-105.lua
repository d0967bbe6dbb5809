-- Blast Fire: [Main] 1 of your opponent's Digimon has an original DP of 3000 until the end of
-- your opponent's next turn. Original DP is a set value (Q972): changes still add to it (Q974,
-- Q975), and it stays with the Digimon when it digivolves (Q976).
card:main(function(me) fx.change_one(me, game.opponent(me), {dp_set = 3000}, "opponents_turn") end)
