-- Gazimon: [All Turns] the opponent can't gain memory except by Tamer effects.
card:opponent_no_memory_gain(function() return not game.effect_is("Tamer") end)
