-- EX3-019 Paledramon. [When Digivolving] trash 1 digivolution card of your choice (anywhere in the
-- stack) of 1 of your opponent's Digimon. Inherited: [Opponent's Turn] when one of your opponent's
-- Digimon with no digivolution cards would digivolve, that digivolution costs 1 more
-- (scripts/lib/draconic.lua; the rulings there: Q3386-Q3391; Q3348 is EX3-062's side of it,
-- scripts/EX3/RULINGS.md).
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d and game.sources(d) > 0 then game.move_source(game.choose(me, game.source_cards(d), 1, 1, "cards"), "trash") end
end)
draconic.raise_bare_digivolutions()
