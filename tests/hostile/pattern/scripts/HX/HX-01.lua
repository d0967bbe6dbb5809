-- hostile: string.find(string.rep("a", 3000), string.rep("a*", 20) .. "b")
card:on_play(function(me, self)
  string.find(string.rep("a", 3000), string.rep("a*", 20) .. "b")
end)
