-- Biyomon: [On Deletion] if it is your turn, gain 1 memory.
local function my_turn(me) return game.turn_player() == me end
card:on_deletion(function(me) game.gain_memory(me, 1) end, {condition = my_turn})
