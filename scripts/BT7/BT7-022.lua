-- KendoGarurumon: digivolves from the hand onto a blue Tamer as onto a level 3 blue Digimon for 2 (card
-- data). [When Digivolving] if a card with [Hybrid] in its traits or [Koji Minamoto] is among this
-- Digimon's digivolution cards, it gains <Jamming> for the turn.
card:when_digivolving(function(me, self)
  if warriors.hybrid_or_named(self, "Koji Minamoto") then game.change(me, self, {keywords = {"jamming"}}) end
end)
