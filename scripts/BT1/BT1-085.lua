-- Tai Kamiya: [Start of Your Turn] if you have 2 or less memory, set it to 3. On your turn, your red
-- Digimon with 4 or more digivolution cards gain <Security Attack +1>. [Security] play this card free.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) if low(me) then game.set_memory(me, 3) end end, {condition = low})
card:static{turn = "yours", applies = "own_digimon", security_attack = 1, condition = function(me, self, c, d)
  return game.has_color(d, "red") and game.sources(d) >= 4
end}
card:security(function(me, self, c) game.play(c) end)
