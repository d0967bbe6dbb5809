-- Gatomon (inherited): [When Attacking] [Once Per Turn] if you have 3 or more security cards, 1 of your
-- opponent's Digimon gets -2000 DP for the turn (kept for the turn whatever the security stack does
-- after, Q3210). The "if" is read as the effect would activate (15-8-3-9-2); unmet, it is not
-- activated and its use is kept (15-6-3).
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -2000}) end,
  {inherited = true, once_per_turn = true, activate_if = function(me) return game.security(me) >= 3 end})
