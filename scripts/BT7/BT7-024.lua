-- DaiPenmon: [When Digivolving] <Draw 1> for each of your opponent's Digimon with no digivolution cards.
-- [Opponent's Turn] while a card with [Hybrid] in its traits is among this Digimon's digivolution cards,
-- none of your opponent's level 3 Digimon can attack.
card:when_digivolving(function(me)
  local n = #fx.digimon(game.opponent(me), fx.no_sources)
  if n > 0 then game.draw(me, n) end
end)
card:static{turn = "opponents", applies = "opponent_digimon", forbid = {"attack"},
  condition = function(me, self, c, d) return game.level(d) == 3 and warriors.in_sources(self, warriors.hybrid) end}
