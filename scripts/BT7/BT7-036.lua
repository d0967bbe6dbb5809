-- Zephyrmon: digivolves from the hand onto a yellow Tamer as onto a level 3 yellow Digimon for 2 (card
-- data). [When Digivolving] if a card with [Hybrid] in its traits or [Zoe Orimoto] is among this
-- Digimon's digivolution cards, all of your Security Digimon get +3000 DP until the end of your
-- opponent's next turn.
card:when_digivolving(function(me, self)
  if warriors.hybrid_or_named(self, "Zoe Orimoto") then
    game.change_all(me, me, "security_digimon", {dp = 3000}, "opponents_turn")
  end
end)
