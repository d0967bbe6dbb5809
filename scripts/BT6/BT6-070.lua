-- Elecmon: [On Deletion] delete 1 of the opponent's level 3 Digimon.
card:on_deletion(function(me) fx.delete(me, {filter = function(d) return game.level(d) == 3 end}) end)
