-- Paildramon: DNA digivolution from a red level 4 and a purple level 4 for 0 (card data).
-- [When Digivolving] when it DNA digivolved (8-2), you may play 1 [Dinobeemon] from your trash without
-- paying the cost. [On Deletion] you may play 1 [Veemon] from your trash without paying the cost.
-- Inherited: [Your Turn] while this Digimon has [Imperialdramon] in its name, it gains <Security Attack +1>.
card:when_digivolving(function(me) draconic.play_named_from_trash(me, "Dinobeemon") end,
  {condition = function(me, self) return game.dna_digivolved(self) end})
card:on_deletion(function(me) draconic.play_named_from_trash(me, "Veemon") end)
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me, self) return game.name_has(self, "Imperialdramon") end}
