-- Dinobeemon: DNA digivolution from a purple level 4 and a red level 4 for 0 (card data).
-- [When Digivolving] when it DNA digivolved (8-2), you may play 1 [Paildramon] from your trash without
-- paying the cost. [On Deletion] you may play 1 [Wormmon] from your trash without paying the cost.
-- Inherited: [Your Turn] while this Digimon has [Imperialdramon] in its name, it can also attack the
-- opponent's unsuspended Digimon.
card:when_digivolving(function(me) draconic.play_named_from_trash(me, "Paildramon") end,
  {condition = function(me, self) return game.dna_digivolved(self) end})
card:on_deletion(function(me) draconic.play_named_from_trash(me, "Wormmon") end)
card:static{inherited = true, turn = "yours", allow = {"attack_unsuspended"},
  condition = function(me, self) return game.name_has(self, "Imperialdramon") end}
