-- Wizardmon: <Retaliation> (card data). Inherited: [Your Turn] all of your Digimon with <Retaliation>
-- have <Rush>.
card:static{inherited = true, turn = "yours", applies = "own_digimon", keywords = {"rush"},
  condition = function(me, self, c, d) return game.has_keyword(d, "retaliation") end}
