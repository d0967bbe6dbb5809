-- Tinkermon: [On Deletion] 1 of the opponent's Digimon gains <Security Attack -1> until the end of
-- the opponent's next turn (activated on the opponent's turn: until the end of that turn, Q1420).
card:on_deletion(function(me) fx.change_one(me, game.opponent(me), {security_attack = -1}, "opponents_turn") end)
