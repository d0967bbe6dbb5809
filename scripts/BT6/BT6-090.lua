-- Izzy Izumi & Joe Kido: [Start of Your Turn] if the opponent has 2 or more Digimon in play, gain 2
-- memory (read as it activates, 15-8-3-9). [Opponent's Turn] when one of your black Digimon is
-- deleted, you may suspend this Tamer to <Draw 1>. [Security] play this card without paying.
card:start_of_your_turn(function(me)
  if #game.digimon(game.opponent(me)) >= 2 then game.gain_memory(me, 2) end
end)
card:when("digimon_deleted", function(me, self)
  if fx.paid_by_suspending(self) then game.draw(me, 1) end
end, {whose = "own", turn = "opponents", optional = true, condition = function(me, self, c, d)
  return game.has_color(d, "black") and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
