-- AncientMegatheriummon: [When Digivolving] for each card with [Hybrid] in its traits among this
-- Digimon's digivolution cards, trash 1 digivolution card from the bottom of each of your opponent's
-- Digimon (all at once); then <Draw 2> for each of your opponent's Digimon with no digivolution cards.
-- [On Deletion] you may play 1 blue level 4 or lower card with [Hybrid] in its traits from your hand
-- without paying its cost.
card:when_digivolving(function(me, self)
  local n = #fx.cards(game.source_cards(self), warriors.hybrid)
  if n > 0 then game.trash_sources(game.digimon(game.opponent(me)), n) end
  local bare = #fx.digimon(game.opponent(me), fx.no_sources)
  if bare > 0 then game.draw(me, 2 * bare) end
end)
warriors.ancient_on_deletion(card, "blue")
