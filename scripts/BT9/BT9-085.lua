-- Matt Ishida & Sora Takenouchi: [Start of Your Main Phase] if you have 8 or more cards in hand, gain
-- 1 memory; if your opponent has 8 or more, gain 1 memory (2 when both, Q1888). [Your Turn] when one
-- of your blue or red Digimon becomes unsuspended (in the unsuspend phase too, Q1889), you may suspend
-- this Tamer to return 1 of your opponent's level 3 Digimon to the hand. [Security] play this card
-- without paying.
card:start_of_your_main_phase(function(me)
  if #game.hand(me) >= 8 then game.gain_memory(me, 1) end
  if #game.hand(game.opponent(me)) >= 8 then game.gain_memory(me, 1) end
end)
card:when("digimon_unsuspended", function(me, self)
  fx.by_suspending(me, self, function()
    local d = fx.choose_one(me, game.opponent(me), function(x) return game.level(x) == 3 end)
    if d then game.bounce(d) end
  end)
end, {whose = "own", turn = "yours", condition = function(me, self, c, d)
  return (game.has_color(d, "blue") or game.has_color(d, "red")) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
