-- Elecmon (inherited): [On Deletion] 1 of your opponent's Digimon gets <Security Attack -1> for the turn.
card:on_deletion(function(me) fx.change_one(me, game.opponent(me), {security_attack = -1}) end, {inherited = true})
