-- Tai Kamiya: [Your Turn] while you have 3 or fewer security cards, all of your Digimon (any colour,
-- Q1246) get +1000 DP. [Your Turn] when one of the opponent's Digimon is deleted at 0 DP, you may
-- suspend this Tamer to gain 1 memory. [Security] play this card without paying.
card:static{turn = "yours", applies = "own_digimon", dp = 1000, condition = function(me) return game.security(me) <= 3 end}
card:when("digimon_deleted", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  game.gain_memory(me, 1)
end, {turn = "yours", whose = "opponents", optional = true, condition = function(me, self, c, d)
  return fx.deleted_by("dp")(me, self, c, d) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
