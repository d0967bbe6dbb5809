-- hostile: plays by the order of a string-keyed table and by the text of an
-- address, which differ from one VM to another unless the sandbox fixes them
card:on_play(function(me, self)
  local order, first = {alpha = 1, beta = 2, gamma = 3, delta = 4, epsilon = 5, zeta = 6, eta = 7, theta = 8}
  for k, v in pairs(order) do first = first or v end
  game.draw(me, first % 3)
  game.gain_memory(me, tostring({}):byte(-3) % 3)
  game.draw(me, #string.format("%s", self) % 2)
end)
card:on_play(function(me, self) string.format("%%%-10p", {}) end)
