-- Nanimon: [Security] at the end of the battle (whatever its outcome, Q1451; before the next check,
-- Q1452), play this card without paying: a Digimon of the battle area, no Security Digimon (Q1450).
local later = card:delayed(function(me, self, c) if game.card_zone(c) == "trash" then game.play(c) end end)
card:security(function() game.at_end_of("battle", later) end)
