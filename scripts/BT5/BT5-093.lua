-- Tai Kamiya & Matt Ishida: [Start of Your Turn] if your opponent has a level 6 or higher Digimon,
-- gain 2 memory. [Your Turn] your Digimon with [Omnimon] in their names have <Security Attack +1>.
-- [Security] play this card without paying.
-- The [Start of Your Turn] "if" is a processing condition, read when the effect activates
-- (15-8-3-9-2, 15-8-3-9-3): another [Start of Your Turn] effect activated first may make it true;
-- unmet, the effect is not activated (15-6-3).
local function big(me) return #game.digimon(game.opponent(me), function(d) return (game.level(d) or 0) >= 6 end) > 0 end
card:start_of_your_turn(function(me) game.gain_memory(me, 2) end, {activate_if = big})
card:static{turn = "yours", applies = "own_digimon", security_attack = 1,
  condition = function(me, self, c, d) return game.name_has(d, "Omnimon") end}
card:security(function(me, self, c) game.play(c) end)
