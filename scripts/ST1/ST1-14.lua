-- Starlight Explosion: your Security Digimon get +7000 DP until the end of the opponent's next turn.
-- Security: your Security Digimon get +7000 DP for the turn.
card:main(function(me) game.change_all(me, me, "security_digimon", {dp = 7000}, "opponents_turn") end)
card:security(function(me) game.change_all(me, me, "security_digimon", {dp = 7000}, "turn") end)
