-- Patamon (inherited): [End of Your Turn] you may DNA digivolve this Digimon and one of your other
-- Digimon into a Digimon card in your hand, paying its DNA digivolution cost, before the opponent's
-- turn (Q1708); only into a card whose DNA requirements the two meet (Q1709, Q1710).
card:end_of_your_turn(function(me, self) fx.dna_from_hand(me, self) end, {inherited = true})
