-- Gabumon (inherited): [All Turns] while you have 8 or more cards in your hand, this Digimon gets
-- +1000 DP (from the moment the hand reaches 8, in the middle of an attack too, Q696).
card:static{inherited = true, all_turns = true, dp = 1000, condition = function(me) return #game.hand(me) >= 8 end}
