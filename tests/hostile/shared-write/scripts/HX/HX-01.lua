-- hostile: replaces a shared API function while loading
card:on_play(function(me) end)
game.draw = function() end
