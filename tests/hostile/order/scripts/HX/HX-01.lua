-- hostile: plays by the order of a string-keyed table and by the text of an
-- address, which differ from one VM to another unless the sandbox fixes them
local order = {alpha = 1, beta = 2, gamma = 3, delta = 4, epsilon = 5, zeta = 6}
card:on_play(function(me, self)
  local first
  for k, v in pairs(order) do first = first or v end
  game.draw(me, first % 3)
  game.gain_memory(me, #tostring({}) % 3)
  game.draw(me, #string.format("%s", self) % 2)
end)
card:on_play(function(me, self) string.format("%p", {}) end)
