-- DemiDevimon: <Retaliation> (card data). [Your Turn] while you have no Digimon with [Myotismon] in
-- its name in the battle area, this Digimon can't attack your opponent's Digimon; it can still attack
-- the player (Q3241), and when blocked it battles as usual (Q3242).
card:static{turn = "yours", forbid = {"attack_digimon"},
  condition = function(me) return #fx.digimon(me, function(d) return game.name_has(d, "Myotismon") end) == 0 end}
