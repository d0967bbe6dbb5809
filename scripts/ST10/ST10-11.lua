-- Bastemon: [On Play] delete 1 of your opponent's level 3 Digimon.
card:on_play(function(me) fx.delete(me, {filter = function(d) return game.level(d) == 3 end}) end)
