-- Ken Ichijoji: [Start of Your Turn] if you have 2 or less memory, set it to 3. [Your Turn] when one of your
-- green or blue Digimon deletes an opponent's Digimon in battle and survives, you may suspend this Tamer to
-- gain 1 memory. [Security] play this card free.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) if low(me) then game.set_memory(me, 3) end end, {condition = low})
card:when("deleted_one_in_battle", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  game.gain_memory(me, 1)
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self, c, d)
  local _, winner = game.deletion(d)
  return winner ~= nil and game.on_field(winner) and (game.has_color(winner, "green") or game.has_color(winner, "blue"))
end})
card:security(function(me, self, c) game.play(c) end)
