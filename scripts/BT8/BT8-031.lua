-- FrosVelgrmon: [When Digivolving] trash the top digivolution card of 1 of your opponent's Digimon; then
-- return 1 of your opponent's Digimon with no digivolution cards to its owner's hand. [Opponent's Turn]
-- all of your opponent's Digimon gain "[When Attacking] trash the bottom digivolution card of this
-- Digimon" (a continuous grant: each of their Digimon has it while FrosVelgrmon is in play on their turn).
local chill = card:when_attacking(function(me, self) game.trash_sources(self, 1) end, {granted = true})
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 1, "top") end
  local bare = fx.choose_one(me, game.opponent(me), fx.no_sources)
  if bare then game.bounce(bare) end
end)
card:static{turn = "opponents", applies = "opponent_digimon", effect = chill}
