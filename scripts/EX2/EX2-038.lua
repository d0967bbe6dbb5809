-- Justimon: Blitz Arm: [When Digivolving] choose one: this Digimon gets +2000 DP for the turn;
-- unsuspend this Digimon; or delete 1 of your opponent's Digimon with a play cost of 5 or less.
-- [When Attacking] [Once Per Turn] once for each Tamer you have in play, activate that [When
-- Digivolving] effect (the same choice may come again, Q3332; with no Tamer it does not activate, Q3331).
local function arm(me, self)
  local mode = game.choose_mode(me, {"+2000 DP", "unsuspend", "delete"})
  if mode == "+2000 DP" then fx.self_dp(me, self, 2000)
  elseif mode == "unsuspend" then game.unsuspend(self)
  else fx.delete(me, {filter = function(d) local cost = game.cost(d) return cost ~= nil and cost <= 5 end}) end
end
card:when_digivolving(arm)
card:when_attacking(function(me, self)
  for _ = 1, #game.tamers(me) do arm(me, self) end -- one at a time: each activation is its own (4-27-4)
end, {once_per_turn = true, condition = function(me) return #game.tamers(me) > 0 end})
