-- Takumi Aiba: [Your Turn] when one of your Digimon digivolves, you may suspend this Tamer to <Draw 1>.
-- [All Turns] all level 3 Digimon, both players' (yours too, Q1369), have "[When Attacking] lose 1
-- memory" (its player's: the attacking Digimon's); two Takumi give it twice, each activating on its own
-- (Q1370).
card:when("digimon_digivolved", function(me, self)
  if not fx.paid_by_suspending(self) then return end
  game.draw(me, 1)
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self) return game.can_suspend(self) end})
local lose = card:when_attacking(function(me) game.lose_memory(me, 1) end, {granted = true})
local function level3(me, self, c, d) return game.level(d) == 3 end
card:static{applies = "own_digimon", effect = lose, condition = level3}
card:static{applies = "opponent_digimon", effect = lose, condition = level3}
