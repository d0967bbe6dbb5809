-- Sakuyamon: [Opponent's Turn] when one of the opponent's Digimon moves from their breeding area to
-- their battle area (in their breeding phase too, Q1328), that Digimon gets <Security Attack -3> for
-- the turn. [Your Turn] all of the opponent's Security Digimon get -3000 DP (at 0 DP one still battles
-- and its [Security] effect activates, Q1329, Q1330; played by it, it is no Security Digimon, Q1331:
-- the core's).
card:when("digimon_moved_out", function(me, self, c, d)
  if game.on_field(d) then game.change(me, d, {security_attack = -3}) end
end, {whose = "opponents", turn = "opponents"})
card:static{turn = "yours", applies = "opponent_security_digimon", dp = -3000}
