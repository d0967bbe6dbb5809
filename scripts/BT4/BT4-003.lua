-- Koromon (inherited): [When Attacking] once per turn, if you have 3 or fewer security cards, 1 of
-- the opponent's Digimon gets -1000 DP for the turn. "If" is a processing condition: the effect
-- triggers at the attack whatever the security holds and reads it when it activates (15-8-3-9-2,
-- 15-8-3-9-3); with 4 or more it is not activated, so its use is not spent (15-6-3, 15-14-1-4).
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -1000}) end,
  {inherited = true, once_per_turn = true, activate_if = function(me) return game.security(me) <= 3 end})
