-- Gurimon (inherited): [When Attacking] [Once Per Turn] if this Digimon has 6000 DP or more, <Draw 1>.
-- The "if" is read as the effect would activate (15-8-3-9-2), after the effects of the same timing
-- activated before it (15-8-3-9-3: a +3000 DP of the attacker's own [When Attacking] counts); unmet, it
-- is not activated and its use is kept (15-6-3).
card:when_attacking(function(me) game.draw(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = function(me, self) return game.dp(self) >= 6000 end})
