-- VenomMyotismon: <Security Attack +1> (card data). On your opponent's turn, when one of their
-- Digimon becomes suspended, gain 1 memory.
card:when("digimon_suspended", function(me) game.gain_memory(me, 1) end, {turn = "opponents", whose = "opponents"})
