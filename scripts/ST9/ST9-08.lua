-- Wormmon (inherited): [End of Your Turn] you may DNA digivolve this Digimon and another of your
-- Digimon into a Digimon card in your hand, paying its DNA digivolution cost: only into a card
-- whose DNA requirements they meet (Q713, Q714), before the opponent's turn begins (Q712).
card:end_of_your_turn(function(me, self) fx.dna_from_hand(me, self) end, {inherited = true})
