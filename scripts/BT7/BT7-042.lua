-- AncientKazemon: [Opponent's Turn] while a card with [Hybrid] in its traits is among this Digimon's
-- digivolution cards, all of your Security Digimon get +4000 DP. [On Deletion] you may play 1 yellow
-- level 4 or lower card with [Hybrid] in its traits from your hand without paying its cost.
card:static{turn = "opponents", applies = "own_security_digimon", dp = 4000,
  condition = function(me, self) return warriors.in_sources(self, warriors.hybrid) end}
warriors.ancient_on_deletion(card, "yellow")
