-- MagnaAngemon: [On Play] <Recovery +1 (Deck)>. Inherited: on your turn, +1000 DP for every 3 security cards.
card:on_play(function(me) game.recovery(me, 1) end)
card:static{inherited = true, turn = "yours", dp = function(me) return 1000 * (game.security(me) // 3) end}
