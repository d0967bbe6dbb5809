-- Ogremon: [When Attacking] you may trash 1 card in your hand for this Digimon to gain <Security
-- Attack +1> for the turn. Inherited: [When Attacking] you may trash 1 card in your hand for this
-- Digimon to get +2000 DP for the turn.
local function trash_one(me)
  local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
  if c then game.trash(c) end
  return c ~= nil
end
card:when_attacking(function(me, self)
  if trash_one(me) then game.change(me, self, {security_attack = 1}) end
end, {optional = true})
card:when_attacking(function(me, self)
  if trash_one(me) then fx.self_dp(me, self, 2000) end
end, {inherited = true, optional = true})
