-- Flamedramon (as corrected by the erratum): [When Digivolving] activate one of: you may digivolve 1 of
-- your other Digimon into a level 4 purple Digimon card with the [Free] trait from your trash, paying
-- the cost (the other Digimon need not be purple, Q3375); or you may DNA digivolve this Digimon and 1 of
-- your other Digimon into a Digimon card in your hand, paying the cost.
-- Inherited: [End of Your Turn] this Digimon and 1 of your other Digimon may DNA digivolve into a
-- Digimon card in your hand, paying the cost (also after a DNA digivolution by the [When Digivolving]
-- passed the turn, Q3374: the end of the turn comes all the same).
card:when_digivolving(draconic.armor_when_digivolving("purple"))
card:end_of_your_turn(function(me, self) fx.dna_from_hand(me, self) end, {inherited = true})
