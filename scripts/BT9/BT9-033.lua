-- Pillomon: [All Turns] neither player can play Digimon by effects (their own or the other's, by any
-- effect: Option effects too, Q1831; a Digimon in the breeding area too, Q5205). An effect that only
-- reduces a play cost still activates (Q1832). The prohibition is the core's (card:players_cannot).
card:players_cannot("play_digimon_by_effects")
