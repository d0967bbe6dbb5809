-- Sora Takenouchi: on your turn, when one of your red Digimon attacks a player, you may suspend this
-- Tamer to give that Digimon +2000 DP for the turn (it stays if a <Blocker> then changes the target,
-- Q1036). [Security] play this card free.
card:when("digimon_attacking", function(me, self, c, d)
  if not fx.paid_by_suspending(self) then return end
  if game.on_field(d) then game.change(me, d, {dp = 2000}, "turn") end
end, {turn = "yours", whose = "own", optional = true, condition = function(me, self, c, d)
  local _, target = game.attack()
  return game.has_color(d, "red") and target == 0 and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
