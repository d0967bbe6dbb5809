-- legacy: the first English rule manual (2020, version 1.1). Security is set
-- from the deck before the opening hand is drawn, there is no redraw, and only
-- Digimon of level 3 or higher may leave the breeding ("nursery") area.
return {
  name = "legacy",
  deck = {main = 50, eggs_max = 5, copies = 4},
  game = {hand = 5, security = 5, memory_cap = 10, pass_memory = 3, redraw = false,
          security_first = true, breeding_move_level = 3},
}
