-- T.K. Takaishi & Kari Kamiya: [Start of Your Turn] if you have fewer security cards than the
-- opponent (not as many, Q1479), gain 2 memory (read as it activates, 15-8-3-9). [Your Turn] when one
-- of your yellow Digimon attacks, you may suspend this Tamer to have 1 of the opponent's Digimon get
-- -1000 DP for the turn. [Security] play this card without paying.
card:start_of_your_turn(function(me)
  if game.security(me) < game.security(game.opponent(me)) then game.gain_memory(me, 2) end
end)
card:when("digimon_attacking", function(me, self)
  if fx.paid_by_suspending(self) then fx.change_one(me, game.opponent(me), {dp = -1000}) end
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self, c, d)
  return game.has_color(d, "yellow") and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
