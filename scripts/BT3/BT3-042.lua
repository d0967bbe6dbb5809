-- ClavisAngemon: [When Attacking] if you have 3 or fewer security cards, 1 of the opponent's
-- Digimon gets -6000 DP for the turn (kept when the security stack grows later, Q1079).
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -6000}) end,
  {condition = function(me) return game.security(me) <= 3 end})
