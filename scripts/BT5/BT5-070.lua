-- MetalGarurumon (black): <Reboot> (card data). [When Digivolving] <Digi-Burst 2>: delete 1 of your
-- opponent's Digimon with a play cost of 6 or less (one must be chosen when there is one, Q1346); if
-- no Digimon was deleted by this (none to choose, or the chosen one survived, Q1345, Q1347), trash
-- the top card of your opponent's security stack.
local function cheap(d) local cost = game.cost(d) return cost ~= nil and cost <= 6 end
card:when_digivolving(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  local opp = game.opponent(me)
  local d = fx.choose_one(me, opp, cheap)
  if d then game.delete(d) end
  if not d or game.on_field(d) then game.trash_security(opp, 1) end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
