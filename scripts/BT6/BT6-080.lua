-- Ornismon: <Security Attack +1> (card data). [On Play] delete 1 of the opponent's level 5 or lower
-- Digimon.
card:on_play(function(me) fx.delete(me, {filter = fx.level_at_most(5)}) end)
