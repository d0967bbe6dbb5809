-- Daigo Nishijima: [All Turns] when one of your opponent's Digimon becomes unsuspended during a main
-- phase, you may suspend this Tamer to gain 1 memory. [Your Turn] when one of your Digimon digivolves
-- into a black level 6 Digimon, it gains <Blocker> until the end of your opponent's turn. [Security]
-- play this card without paying.
card:when("digimon_unsuspended", function(me, self)
  fx.by_suspending(me, self, function() game.gain_memory(me, 1) end)
end, {whose = "opponents", condition = function(me, self)
  return game.phase() == "main" and game.can_suspend(self)
end})
card:when("digimon_digivolved", function(me, self, c, d)
  if game.on_field(d) then game.change(me, d, {keywords = {"blocker"}}, "opponents_turn") end
end, {whose = "own", turn = "yours", condition = function(me, self, c, d)
  return game.has_color(d, "black") and game.level(d) == 6
end})
card:security(function(me, self, c) game.play(c) end)
