-- Boutmon (inherited): [Opponent's Turn] when one of your opponent's Digimon attacks a player, if you have
-- 3 or more security cards (read as it activates), unsuspend this Digimon (it may then block, Q1566).
card:when("digimon_attacking", function(me, self)
  if game.security(me) >= 3 then game.unsuspend(self) end
end, {whose = "opponents", inherited = true, turn = "opponents", condition = function()
  local _, target = game.attack()
  return target == 0
end})
