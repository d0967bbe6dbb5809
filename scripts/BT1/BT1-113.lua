-- Forbidden Temptation: [Main] 1 of your opponent's Digimon can't attack or block until the end of
-- your opponent's next turn. [Security] your opponent's Digimon don't unsuspend in their next
-- unsuspend phase (Tamers do, Q989; also Digimon that arrive before it).
card:main(function(me) fx.change_one(me, game.opponent(me), {forbid = {"attack", "block"}}, "opponents_turn") end)
card:security(function(me) game.change_all(me, game.opponent(me), "digimon", {forbid = {"unsuspend"}}, "opponents_next_turn") end)
