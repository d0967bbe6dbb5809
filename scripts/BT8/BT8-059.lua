-- Kokuwamon: [All Turns] neither player (its own one too, Q1738) can ignore digivolution
-- requirements, wholly or in part ("ignoring its level", Q1741): a prohibition on the players
-- (15-1-3), the core's "ignore_digivolution_requirements". A DNA or Burst digivolution (Q1739), a
-- digivolution without paying (Q1740) and a Tamer treated as a level 3 Digimon for a digivolution
-- (BT4-011, Q1743: information added, not a requirement ignored) still happen.
card:players_cannot("ignore_digivolution_requirements")
