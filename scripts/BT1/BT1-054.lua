-- Liamon: [When Attacking] if you have 3 or more memory, 1 of your opponent's Digimon gets -2000 DP for the turn.
local function enough(me) return game.memory(me) >= 3 end
card:when_attacking(function(me)
  if enough(me) then fx.change_one(me, game.opponent(me), {dp = -2000}) end
end, {condition = enough})
