-- Chikurimon: [Security] at the end of the battle (whatever its outcome, Q1448; before the next
-- check of the attack, Q1449), <De-Digivolve 1> on 1 of the opponent's Digimon.
local later = card:delayed(function(me) fx.de_digivolve_one(me, 1) end)
card:security(function() game.at_end_of("battle", later) end)
