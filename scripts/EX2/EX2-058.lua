-- Jeri Kato: [On Play] its player may put a [Leomon] from the hand into play at no cost. On the
-- opponent's turn, when an opposing Digimon attacks, the player may suspend this Tamer for <Draw 1>.
-- [Security] it is played at no cost.
card:on_play(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), function(x) return game.card_name(x) == "Leomon" end), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
card:when("digimon_attacking", function(me, self)
  if fx.paid_by_suspending(self) then game.draw(me, 1) end
end, {whose = "opponents", turn = "opponents", optional = true,
      condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
