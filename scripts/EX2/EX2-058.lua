-- Jeri Kato: [On Play] you may play 1 [Leomon] from your hand without paying its cost. [Opponent's Turn]
-- when one of your opponent's Digimon attacks, you may suspend this Tamer to <Draw 1>. [Security] play
-- this card without paying its cost.
card:on_play(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), function(x) return game.card_name(x) == "Leomon" end), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
card:when("digimon_attacking", function(me, self)
  if fx.paid_by_suspending(self) then game.draw(me, 1) end
end, {whose = "opponents", turn = "opponents", optional = true,
      condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
