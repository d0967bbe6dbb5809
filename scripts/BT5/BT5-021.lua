-- Syakomon: [Opponent's Turn] your opponent can't reduce digivolution costs (Q1302, Q1303: no
-- <Digisorption>; Q1304: a digivolution "for a memory cost of N, ignoring its requirements" stays).
card:opponent_cannot("reduce_digivolution_costs", {turn = "opponents"})
