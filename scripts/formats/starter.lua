-- starter: the official rules with only the cards of the starter decks
-- dcg ships (ST1 to ST6, ST9, ST10).
return {
  name = "starter",
  deck = {main = 50, eggs_max = 5, copies = 4, sets = {"ST1", "ST2", "ST3", "ST4", "ST5", "ST6", "ST9", "ST10"}},
  game = {hand = 5, security = 5, memory_cap = 10, pass_memory = 3, redraw = true},
}
