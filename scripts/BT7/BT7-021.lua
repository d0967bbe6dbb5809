-- Kumamon: digivolves from the hand onto a blue Tamer as onto a level 3 blue Digimon (card data).
-- [When Digivolving] trash 1 digivolution card from the bottom of 1 of your opponent's Digimon.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 1) end
end)
