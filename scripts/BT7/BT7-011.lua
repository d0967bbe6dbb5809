-- BurningGreymon: digivolves from the hand onto a red Tamer as onto a level 3 red Digimon for 2 (card
-- data). [When Digivolving] if a card with [Hybrid] in its traits or [Takuya Kanbara] is among this
-- Digimon's digivolution cards (read as it activates, 15-8-3-9), delete 1 of your opponent's Digimon
-- with 4000 DP or less.
card:when_digivolving(function(me, self)
  if warriors.hybrid_or_named(self, "Takuya Kanbara") then
    fx.delete(me, {dp = 4000})
  end
end)
