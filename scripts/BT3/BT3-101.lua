-- Bifrost: [Main] 1 of the opponent's Digimon gets -3000 DP and <Security Attack -1> until the end of their
-- next turn. [Security] the same for the turn.
local change = {dp = -3000, security_attack = -1}
card:main(function(me) fx.change_one(me, game.opponent(me), change, "opponents_turn") end)
card:security(function(me) fx.change_one(me, game.opponent(me), change, "turn") end)
