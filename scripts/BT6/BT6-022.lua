-- Strabimon (inherited): [When Attacking] [Once Per Turn] if this Digimon has [Hybrid] or [Ten Warriors]
-- in one of its traits (its form or its type, 2-3-2-4), gain 1 memory. The "if" is read as the effect
-- would activate (15-8-3-9-2); unmet, it is not activated and its use is kept (15-6-3).
local hybrid, warriors = fx.trait_has("Hybrid"), fx.trait_has("Ten Warriors")
card:when_attacking(function(me) game.gain_memory(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = function(me, self) return hybrid(self) or warriors(self) end})
