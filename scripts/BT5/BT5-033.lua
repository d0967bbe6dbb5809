-- Cutemon: [Opponent's Turn] your opponent can't reduce digivolution costs (Q1313, Q1314: no
-- <Digisorption>; Q1315: a digivolution "for a memory cost of N, ignoring its requirements" stays).
card:opponent_cannot("reduce_digivolution_costs", {turn = "opponents"})
