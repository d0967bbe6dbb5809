-- BlackWarGreymon: while your opponent has a Digimon with 10000 DP or more, this card costs 6 less
-- to play from your hand. [When Attacking] when it attacks the opponent's Digimon with the highest
-- DP (theirs only, Q1044; any of several tied, Q1045; suspended or not, Q1046), unsuspend it.
card:play_cost(function(me)
  return #fx.digimon(game.opponent(me), function(d) return game.dp(d) >= 10000 end) > 0 and 6 or 0
end)
local function at_highest(me)
  local _, target = game.attack()
  if not target or target == 0 then return false end
  for _, d in ipairs(game.digimon(game.opponent(me))) do
    if game.dp(d) > game.dp(target) then return false end
  end
  return true
end
card:when_attacking(function(me, self) if game.on_field(self) then game.unsuspend(self) end end, {condition = at_highest})
