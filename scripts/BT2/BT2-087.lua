-- Kari Kamiya: [Start of Your Turn] if you have 3 or fewer security cards, gain 1 memory.
-- [Security] play this card free.
local function few(me) return game.security(me) <= 3 end
card:start_of_your_turn(function(me) if few(me) then game.gain_memory(me, 1) end end, {condition = few})
card:security(function(me, self, c) game.play(c) end)
