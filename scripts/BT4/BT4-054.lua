-- Sunflowmon: [Main] <Digi-Burst 2>: 1 of the opponent's suspended Digimon (only a suspended one,
-- Q1213) doesn't unsuspend during their next unsuspend phase.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  fx.change_one(me, game.opponent(me), {forbid = {"unsuspend"}}, "opponents_next_turn", game.suspended)
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
