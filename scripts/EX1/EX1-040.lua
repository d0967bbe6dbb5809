-- MegaKabuterimon: [When Attacking] this Digimon may digivolve into a Digimon card with [Insectoid] or
-- [Ancient Insect] in its traits in your hand, paying its digivolution cost (may decline, Q3228; its
-- requirements apply, Q3229; the attack goes on, Q3226). Inherited: [Your Turn] when this Digimon
-- deletes an opponent's Digimon in battle and survives, gain 1 memory.
card:when_attacking(function(me, self) classic.digivolve_insect(me, self, {"Insectoid", "Ancient Insect"}) end)
card:when("deleted_one_in_battle", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", whose = "self"})
