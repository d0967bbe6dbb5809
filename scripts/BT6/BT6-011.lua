-- BaoHuckmon (inherited): [When Attacking] [Once Per Turn] if you have a Digimon with [Sistermon] in its
-- name in play, delete 1 of your opponent's Digimon with 5000 DP or less (only 1, however many
-- Sistermon, Q1406). The "if" is read as the effect would activate (15-8-3-9-2, 15-8-3-9-3); unmet, it
-- is not activated and the use is kept (15-6-3, 15-14-1-4).
card:when_attacking(function(me) fx.delete(me, {dp = 5000}) end,
  {inherited = true, once_per_turn = true, activate_if = diamond.sistermon_in_play})
