-- MasterTyrannomon (inherited <Security Attack +1>: card data): [Your Turn] all of your Digimon with
-- [Tyrannomon] in their names (this one too, Q1702) gain <Security Attack +1>.
card:static{turn = "yours", applies = "own_digimon", security_attack = 1,
  condition = function(me, self, c, d) return game.name_has(d, "Tyrannomon") end}
