-- Tai Kamiya: on the opponent's turn, when you block with one of your Digimon (<Blocker> suspends
-- it), you may suspend this Tamer to unsuspend 1 of your Digimon (any of them, Q669).
-- [Security] play this card free.
card:when("blocked", function(me, self)
  fx.by_suspending(me, self, function()
    local d = fx.choose_one(me, me)
    if d then game.unsuspend(d) end
  end)
end, {turn = "opponents", whose = "opponents", condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
