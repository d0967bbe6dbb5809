-- ModokiBetamon: [All Turns] your opponent can't gain memory except by Tamer effects: an Option's
-- [Security] effect gains none (Q1416); a loss still happens, also the end-of-turn loss that follows
-- a gain it stopped (Q1415).
card:opponent_no_memory_gain(function() return not game.effect_is("Tamer") end)
