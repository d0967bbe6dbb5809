-- Blastmon: <Security Attack +1> (card data). [When Attacking] your opponent may choose 1 of their
-- unsuspended Digimon; if they do, the attack's target switches to it, whatever it was (Q1224): the
-- declaration itself names a target as usual (Q1225, Q1226), the defender decides (Q1227), and a
-- Digimon that can't be attacked may be chosen, as no attack is declared on it (Q1309).
card:when_attacking(function(me)
  local opp = game.opponent(me)
  local d = game.choose(opp, fx.digimon(opp, function(x) return not game.suspended(x) end), 0, 1)[1]
  if d then game.switch_attack_target(d) end
end)
