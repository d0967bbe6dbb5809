-- T.K. Takaishi & Izzy Izumi: [Start of Your Main Phase] if you have a level 5 or higher Digimon, gain
-- 1 memory; if your opponent has one, gain 1 memory (2 when both, Q1890). [Your Turn] when one of your
-- Digimon digivolves into a yellow or green Digimon, you may suspend this Tamer to have 1 of your
-- opponent's Digimon get -1000 DP until the end of your opponent's turn. [Security] play this card
-- without paying.
local function high(p) return #game.digimon(p, function(d) return (game.level(d) or 0) >= 5 end) > 0 end
card:start_of_your_main_phase(function(me)
  if high(me) then game.gain_memory(me, 1) end
  if high(game.opponent(me)) then game.gain_memory(me, 1) end
end)
card:when("digimon_digivolved", function(me, self)
  fx.by_suspending(me, self, function() fx.change_one(me, game.opponent(me), {dp = -1000}, "opponents_turn") end)
end, {whose = "own", turn = "yours", condition = function(me, self, c, d)
  return (game.has_color(d, "yellow") or game.has_color(d, "green")) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
