-- Chaosmon: <Piercing> (card data). [When Digivolving] unsuspend this Digimon; then it can attack
-- one of your opponent's Digimon, unsuspended ones too (this attack only, Q1243). The attack is the
-- core's (game.allow_attack): whatever the memory (Q1240), never on the turn the Digimon was played
-- (Q1241), the effect's other triggered effects activating before it goes on (Q1242), and not at a
-- Digimon that can't be attacked (Q1308).
card:when_digivolving(function(me, self)
  game.unsuspend(self)
  game.allow_attack(self, {targets = "digimon", unsuspended = true})
end)
