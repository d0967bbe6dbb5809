-- ADR-07 Palates Head: [Main] if you have a [Mother D-Reaper] in play, you may suspend this Digimon to
-- delete 1 of your opponent's Digimon with DP less than or equal to this Digimon's DP (a bound the text
-- shows as no number: nothing raises it, 15-15-4-3; one that fits must be chosen).
card:activated(function(me, self)
  if not fx.paid_by_suspending(self) then return end
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(game.dp(self)))
  if d then game.delete(d) end
end, {condition = function(me, self) return dreaper.in_play(me) and game.can_suspend(self) end})
