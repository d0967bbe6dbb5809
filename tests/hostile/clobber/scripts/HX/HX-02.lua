-- hostile: tries to write into shared tables while an effect runs
card:on_play(function(me, self) game.draw = function() end end)
card:on_play(function(me, self) fx.delete = function() end end)
card:on_play(function(me, self) string.rep = nil end)
card:on_play(function(me, self) ("x").len = nil end)
