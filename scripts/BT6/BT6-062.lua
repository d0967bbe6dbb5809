-- Volcanomon (inherited): [Your Turn] while the opponent has an unsuspended Digimon, this Digimon
-- gains <Security Attack +1> (lost the moment the last one is suspended, by a block too, Q1457).
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me) return #fx.digimon(game.opponent(me), function(d) return not game.suspended(d) end) > 0 end}
