-- Kari Kamiya: [Start of Your Turn] if you have 2 or less memory, set it to 3. [Your Turn] when a card
-- is added to your security stack, you may suspend this Tamer to gain 1 memory. [Security] play this
-- card without paying its cost.
card:start_of_your_turn(function(me) if game.memory(me) <= 2 then game.set_memory(me, 3) end end)
card:when("card_to_security", function(me, self)
  if fx.paid_by_suspending(self) then game.gain_memory(me, 1) end
end, {whose = "own", turn = "yours", optional = true,
      condition = function(me, self) return game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
