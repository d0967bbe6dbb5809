-- RustTyrannomon: on your turn, while you have a green Tamer, this Digimon can attack the opponent's
-- unsuspended Digimon (which stays unsuspended, Q1022). [Your Turn] when this Digimon deletes an
-- opponent's Digimon in battle and survives, suspend 1 of the opponent's Digimon.
card:static{turn = "yours", allow = {"attack_unsuspended"},
  condition = function(me) return #fx.tamers(me, fx.colored("green")) > 0 end}
card:when("deleted_one_in_battle", function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end, {turn = "yours", whose = "self"})
