-- Gaossmon: [Your Turn] your other [Gaossmon] get +3000 DP. [Opponent's Turn] your opponent can't
-- reduce digivolution costs: <Digisorption>, a pending "the next digivolution costs N less", a
-- card's or a Tamer's reduction all give nothing (Q1285, Q1286), while a digivolution "for a memory
-- cost of N, ignoring its requirements" is no reduction and stays (Q1287).
card:static{turn = "yours", applies = "own_digimon", dp = 3000,
  condition = function(me, self, c, d) return d ~= self and game.name(d) == "Gaossmon" end}
card:opponent_cannot("reduce_digivolution_costs", {turn = "opponents"})
