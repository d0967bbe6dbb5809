-- Renamon: [On Play] 1 of your opponent's Digimon gets <Security Attack -1> until the end of your
-- opponent's next turn.
card:on_play(function(me) fx.change_one(me, game.opponent(me), {security_attack = -1}, "opponents_turn") end)
