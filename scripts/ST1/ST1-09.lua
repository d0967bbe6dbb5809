-- MetalGreymon (inherited): on your turn, when this Digimon is blocked, gain 3 memory.
card:when("blocked", function(me) game.gain_memory(me, 3) end, {inherited = true, turn = "yours", whose = "self"})
