-- Shakkoumon: on your turn this Digimon is blue as well (in the battle area only: Q1075, Q1076).
-- On the opponent's turn, their Digimon without digivolution cards get <Security Attack -1>
-- (read again whenever asked: one that gains a digivolution card loses it, Q1077).
card:static{turn = "yours", colors = {"blue"}}
card:static{turn = "opponents", applies = "opponent_digimon", security_attack = -1,
  condition = function(me, self, c, d) return game.sources(d) == 0 end}
