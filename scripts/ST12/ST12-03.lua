-- Solarmon: [All Turns] neither player can reduce play costs. An effect that would take something off a
-- play's cost takes nothing, whose ever it is (Q752), and a Tamer's play too (Q755); a play "without
-- paying the cost" is no reduction and stays (Q753); an effect that plays a card for a reduced cost
-- still plays it, for the full cost (Q4295, Q6732). The prohibition is the core's (card:players_cannot,
-- 15-1-3), as BT8-071 Psychemon's.
card:players_cannot("reduce_play_costs")
