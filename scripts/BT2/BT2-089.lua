-- Tai Kamiya: [Start of Your Turn] if you have 2 or less memory, set it to 3. On your opponent's
-- turn, all your black Digimon get +1000 DP. [Security] play this card free.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) if low(me) then game.set_memory(me, 3) end end, {condition = low})
card:static{turn = "opponents", applies = "own_digimon", dp = 1000,
  condition = function(me, self, c, d) return game.has_color(d, "black") end}
card:security(function(me, self, c) game.play(c) end)
