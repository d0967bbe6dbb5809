-- Psychemon: [All Turns] neither player can reduce play costs: a play's cost is paid without any
-- reduction (Q1754), whoever's effect would reduce it, one in the breeding area's too (Q1756); a play
-- without paying is no reduction (Q1755). The prohibition is the core's (card:players_cannot).
card:players_cannot("reduce_play_costs")
