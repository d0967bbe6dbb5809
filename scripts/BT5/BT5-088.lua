-- Sora Takenouchi & Joe Kido: [Start of Your Turn] if your opponent has a Digimon with no
-- digivolution cards, gain 2 memory. [Your Turn] when one of your blue Digimon attacks, you may
-- suspend this Tamer to trash up to 2 digivolution cards from the bottom of 1 of your opponent's
-- Digimon. [Security] play this card without paying.
-- The [Start of Your Turn] "if" is a processing condition, read when the effect activates
-- (15-8-3-9-2, 15-8-3-9-3): another [Start of Your Turn] effect activated first may make it true;
-- unmet, the effect is not activated (15-6-3).
local function bare(me) return #game.digimon(game.opponent(me), fx.no_sources) > 0 end
card:start_of_your_turn(function(me) game.gain_memory(me, 2) end, {activate_if = bare})
card:when("digimon_attacking", function(me, self)
  if fx.paid_by_suspending(self) then omni.trash_bottom_up_to(me, 2) end
end, {turn = "yours", whose = "own", optional = true, condition = function(me, self, c, d)
  return game.has_color(d, "blue") and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
