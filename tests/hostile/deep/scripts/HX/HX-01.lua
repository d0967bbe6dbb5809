-- hostile: a table nested 100,000 deep that the sealing after loading must walk
local t = {}
for i = 1, 100000 do t = {t} end
card:on_play(function(me) return t end)
