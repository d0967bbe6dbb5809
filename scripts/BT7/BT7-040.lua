-- BT7-040 Rasenmon. When one of your Digimon digivolves into this card from your hand, the memory
-- cost of that digivolution is the number of your security cards, or 1 when you have none: a cost
-- set, not a reduction, so more than the printed 5 with 6 or more cards, and other reductions then
-- come off it (Q1568).
-- [Main] [Once Per Turn] <Digi-Burst up to 4>: trash 1 to 4 of this Digimon's digivolution cards (as
-- many as you declare; with 3 or fewer it still can, Q1569); then 1 of your opponent's Digimon (one
-- only, Q1570) gets -3000 DP for the turn for each card trashed.
card:digivolution_cost_is(function(me)
  local n = game.security(me)
  return n > 0 and n or 1
end)
card:activated(function(me, self)
  local n = game.digi_burst(me, self, 4, {up_to = true})
  if n then fx.change_one(me, game.opponent(me), {dp = -3000 * n}, "turn") end
end, {once_per_turn = true, condition = fx.can_digi_burst(1), has = {"digi_burst"}})
