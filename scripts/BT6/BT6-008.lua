-- Shoutmon (inherited): [When Attacking] [Once Per Turn] if this Digimon has a <Blitz> effect, <Draw 1>.
-- Having one is enough, whether or not this attack is a <Blitz> attack (Q1404): `game.has_effect` reads
-- its top card's, inherited and granted effects. The "if" is read as the effect would activate
-- (15-8-3-9-2); unmet, it is not activated and its use is kept (15-6-3).
card:when_attacking(function(me) game.draw(me, 1) end,
  {inherited = true, once_per_turn = true, activate_if = function(me, self) return game.has_effect(self, "blitz") end})
