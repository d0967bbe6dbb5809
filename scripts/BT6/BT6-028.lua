-- Pukumon: [Main] <Digi-Burst 2>: for the turn, your Digimon can't be blocked by the opponent's
-- Digimon (no block may change an attack's target, Q1419). All of your Digimon: those played later
-- this turn too (15-11-2-2).
local unblockable = card:cannot_be_blocked_by(function() return true end, {granted = true})
card:activated(function(me, self)
  if game.digi_burst(me, self, 2) then game.change_all(me, me, "digimon", {effect = unblockable}, "turn") end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
