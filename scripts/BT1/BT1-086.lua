-- Matt Ishida: [Start of Your Turn] if you have 2 or less memory, set it to 3. On your turn, when you
-- play a blue Digimon, you may suspend this Tamer to trash the bottom digivolution card of 1 of your
-- opponent's Digimon. [Security] play this card free.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) if low(me) then game.set_memory(me, 3) end end, {condition = low})
card:when("digimon_played", function(me, self)
  fx.by_suspending(me, self, function()
    local d = fx.choose_one(me, game.opponent(me))
    if d then game.trash_sources(d, 1, "bottom") end
  end)
end, {turn = "yours", whose = "own", condition = function(me, self, c, d)
  return game.has_color(d, "blue") and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
