-- ADR-07 Palates Head: [Main] usable only with a [Mother D-Reaper] in play: by suspending itself,
-- it deletes one opposing Digimon whose DP does not exceed its own (a bound with no printed number, so
-- nothing raises it, 15-15-4-3; when one qualifies it must be picked).
card:activated(function(me, self)
  if not fx.paid_by_suspending(self) then return end
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(game.dp(self)))
  if d then game.delete(d) end
end, {condition = function(me, self) return dreaper.in_play(me) and game.can_suspend(self) end})
