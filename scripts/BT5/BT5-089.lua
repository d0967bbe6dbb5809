-- Izzy Izumi & Mimi Tachikawa: [Start of Your Turn] if your opponent has a suspended Digimon, gain 2
-- memory (before their <Reboot> unsuspends it, Q1360). [Your Turn] when one of your green level 5
-- Digimon attacks (it must be so when it attacks, Q1367), you may suspend this Tamer to reveal the top
-- 3 cards of your deck (as many as there are, Q1364); you may digivolve the attacker into 1 green
-- level 6 Digimon card among them without paying (or none, Q1361; its draw from the unrevealed deck,
-- Q1362; its [When Digivolving] after the rest are placed, Q1363); the rest to the bottom in any
-- order. [Security] play this card without paying.
-- The [Start of Your Turn] "if" is a processing condition, read when the effect activates
-- (15-8-3-9-2, 15-8-3-9-3): another [Start of Your Turn] effect activated first may make it true;
-- unmet, the effect is not activated (15-6-3).
local function suspended(me) return #game.digimon(game.opponent(me), game.suspended) > 0 end
card:start_of_your_turn(function(me) game.gain_memory(me, 2) end, {activate_if = suspended})
local function green6(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 6 and game.card_has_color(c, "green")
end
card:when("digimon_attacking", function(me, self, c, d)
  if not fx.paid_by_suspending(self) then return end
  local shown = game.reveal(me, 3)
  local fits = {}
  if game.on_field(d) then
    fits = fx.cards(shown, function(x) return green6(x) and game.can_digivolve(x, d) end)
  end
  local pick = game.choose(me, fits, 0, 1, "cards")[1]
  if pick then game.digivolve(pick, d, 0) end
  fx.place_revealed(me, shown)
end, {turn = "yours", whose = "own", optional = true, condition = function(me, self, c, d)
  return game.level(d) == 5 and game.has_color(d, "green") and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
