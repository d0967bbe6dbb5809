-- Eldradimon: <Security Attack +1> (card data). [Opponent's Turn] your opponent's effects can't reduce
-- this Digimon's DP (its own player's effects still can).
card:static{turn = "opponents", forbid = {"be_dp_reduced_by_opponents_effects"}}
