-- Terriermon: in all turns, the opponent gains memory only by the effects of Tamers (losing it
-- stays possible: Q1080; an Option's [Security] effect gains none: Q1081).
card:opponent_no_memory_gain(function() return not game.effect_is("Tamer") end)
