-- hostile: holds about 56 MB at once (14,000 strings of 4 KB): its cost must not depend on the games played before
card:on_play(function(me, self)
  local big, t = string.rep("x", 4000), {}
  for i = 1, 14000 do t[i] = big .. i end
end)
