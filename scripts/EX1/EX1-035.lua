-- Kabuterimon: [When Attacking] this Digimon may digivolve into a Digimon card with [Insectoid] in its
-- traits in your hand, paying its digivolution cost. The attack goes on (Q3224); the new card's [When
-- Attacking] effects come too late to trigger (Q1594, Q3223, Q3227): the core's.
card:when_attacking(function(me, self) classic.digivolve_insect(me, self, {"Insectoid"}) end)
