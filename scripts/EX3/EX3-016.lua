-- EX3-016 SnowAgumon. Inherited: [Opponent's Turn] when one of your opponent's Digimon with no
-- digivolution cards would digivolve, that digivolution costs 1 more (scripts/lib/draconic.lua; the
-- rulings there: Q3379-Q3384; Q3348 is EX3-062's side of it, scripts/EX3/RULINGS.md).
draconic.raise_bare_digivolutions()
