-- Meicoomon: [On Play] if you have 3 or fewer security cards, 1 of the opponent's Digimon gets
-- -4000 DP for the turn. "If" is a processing condition: the effect triggers at the play whatever
-- the security holds and reads it when it activates (15-8-3-9-2, 15-8-3-9-3); unmet, it is not
-- activated (15-6-3).
card:on_play(function(me) fx.change_one(me, game.opponent(me), {dp = -4000}) end,
  {activate_if = function(me) return game.security(me) <= 3 end})
