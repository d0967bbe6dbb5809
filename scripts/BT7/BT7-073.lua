-- KaiserLeomon: digivolves from the hand onto a purple Tamer as onto a level 3 purple Digimon for 2 (card
-- data). [When Digivolving] if a card with [Hybrid] in its traits or [Koichi Kimura] is among this
-- Digimon's digivolution cards, it gains <Retaliation> until the end of your opponent's next turn.
card:when_digivolving(function(me, self)
  if warriors.hybrid_or_named(self, "Koichi Kimura") then game.change(me, self, {keywords = {"retaliation"}}, "opponents_turn") end
end)
