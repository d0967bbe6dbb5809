-- Tai Kamiya & Kari Kamiya: [Start of Your Turn] if you have 3 or fewer security cards, gain 1
-- memory; if your opponent has 3 or fewer, gain 1 memory (2 when both, Q1887). [Your Turn] when one
-- of your red or yellow Digimon attacks, you may suspend this Tamer to have all of your opponent's
-- Security Digimon get -2000 DP for the turn. [Security] play this card without paying.
card:start_of_your_turn(function(me)
  if game.security(me) <= 3 then game.gain_memory(me, 1) end
  if game.security(game.opponent(me)) <= 3 then game.gain_memory(me, 1) end
end)
card:when("digimon_attacking", function(me, self)
  fx.by_suspending(me, self, function() game.change_all(me, game.opponent(me), "security_digimon", {dp = -2000}, "turn") end)
end, {whose = "own", turn = "yours", condition = function(me, self, c, d)
  return (game.has_color(d, "red") or game.has_color(d, "yellow")) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
