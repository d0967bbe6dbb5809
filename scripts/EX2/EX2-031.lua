-- Guardromon: <Blocker> (card data). [On Play] 1 of your Digimon gets +3000 DP until the end of your
-- opponent's turn.
card:on_play(function(me) fx.change_one(me, me, {dp = 3000}, "opponents_turn") end)
