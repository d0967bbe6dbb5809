-- Pomumon: [All Turns] neither player can play Digimon by effects (any effect, Option effects too,
-- Q1846; into the breeding area too, Q5206). Moving a Digimon out of the breeding area is no play
-- (Q1844); an effect that only reduces a play cost still activates (Q1845); an effect that would play
-- one still activates and does the rest of its text (Q4296, Q768, Q774). The prohibition is the
-- core's (card:players_cannot).
card:players_cannot("play_digimon_by_effects")
