-- Lilamon: [Main] <Digi-Burst 2>: suspend 1 of the opponent's Digimon. Inherited: [When Attacking] if
-- you have a Tamer (of any colour, Q1215), suspend 1 of the opponent's Digimon.
local function suspend_one(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  suspend_one(me)
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
-- "If you have a Tamer" is a processing condition: it triggers at the attack whatever is in play and
-- reads it when it activates (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated (15-6-3).
card:when_attacking(suspend_one, {inherited = true, activate_if = function(me) return #game.tamers(me) > 0 end})
