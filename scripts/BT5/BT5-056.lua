-- Rafflesimon: [Main] <Digi-Burst 2>: all of your Digimon get +2000 DP for the turn. [Your Turn]
-- [Once Per Turn] when one of your Digimon (this one too) activates <Digi-Burst> (its cards trashed
-- for it), 1 of your opponent's Digimon can't attack or block until the end of your opponent's next
-- turn.
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  game.change_all(me, me, "digimon", {dp = 2000}, "turn")
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
card:when("digi_burst_activated", function(me)
  fx.change_one(me, game.opponent(me), {forbid = {"attack", "block"}}, "opponents_turn")
end, {whose = "own", turn = "yours", once_per_turn = true})
