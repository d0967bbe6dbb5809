-- hostile: a condition that tries to change the game
card:on_play(function() end, {condition = function(me) game.draw(me, 1) return true end})
