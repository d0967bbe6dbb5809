-- hostile: setmetatable({}, {__gc = function() while true do end end})
card:on_play(function(me, self)
  setmetatable({}, {__gc = function() while true do end end})
end)
