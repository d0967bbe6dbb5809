-- Birdramon: [On Play] 1 of your Digimon gains <Security Attack +1> for the turn.
card:on_play(function(me) fx.change_one(me, me, {security_attack = 1}) end)
