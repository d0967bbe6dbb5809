-- Submarimon (<Armor Purge>: card data). [When Digivolving] trash the
-- bottom digivolution card of 1 of the opponent's Digimon; then 1 of the opponent's Digimon with no
-- digivolution cards gets -3000 DP for the turn (also when nothing could be trashed, Q1713).
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 1) end
  fx.change_one(me, game.opponent(me), {dp = -3000}, "turn", fx.no_sources)
end)
