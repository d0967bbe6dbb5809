-- hostile: keeps a counter in an upvalue to play differently later
local calls = 0
local seen = {}
card:on_play(function(me, self)
  calls = calls + 1
  if calls > 1 then game.draw(me, 2) end
end)
card:on_play(function(me, self) seen[#seen + 1] = self end)
