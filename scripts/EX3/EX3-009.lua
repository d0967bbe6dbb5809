-- Volcdramon (inherited): [When Attacking] [Once Per Turn] if this Digimon has [Dragon], [saur] or
-- [Ceratopsian] in one of its traits (a part of a trait: Dragonkin counts, Q3376), <Draw 1>. The "if"
-- is read as the effect would activate (15-8-3-9-2): unmet, no use of the [Once Per Turn] is spent.
card:when_attacking(function(me) game.draw(me, 1) end, {inherited = true, once_per_turn = true,
  activate_if = function(me, self) return draconic.dragonish(self) end})
