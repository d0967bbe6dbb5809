-- Ceresmon: <Digisorption -3> (card data). On your turn, once per turn, when you suspend a Digimon
-- for a <Digisorption>, you may suspend one of the opponent's Digimon instead (from the battle
-- area only: not for its own <Digisorption> from the hand, Q4703).
card:digisorption_suspends_opponents{turn = "yours", once_per_turn = true}
