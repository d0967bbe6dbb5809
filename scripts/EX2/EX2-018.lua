-- MarineAngemon: [On Play] <Recovery +1 (Deck)> for each of your opponent's Digimon with no
-- digivolution cards, but it never brings your security stack to 6 or more cards (with 5, nothing, Q3304).
card:on_play(function(me)
  local n = math.min(#fx.digimon(game.opponent(me), fx.no_sources), 5 - game.security(me))
  if n > 0 then game.recovery(me, n) end
end)
