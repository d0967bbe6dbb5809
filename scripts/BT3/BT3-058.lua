-- BanchoStingmon: [When Attacking] when it attacks an opponent's Digimon with 12000 DP or more, it gets
-- +7000 DP and <Security Attack +2> for the turn.
local function at_big(me, self)
  local _, target = game.attack()
  return target ~= nil and target ~= 0 and game.dp(target) >= 12000
end
card:when_attacking(function(me, self)
  if at_big(me, self) then game.change(me, self, {dp = 7000, security_attack = 2}) end
end, {condition = at_big})
