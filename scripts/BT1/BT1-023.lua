-- SkullGreymon: [On Play] delete 1 of your opponent's Digimon with <Blocker>.
card:on_play(function(me) fx.delete(me, {filter = function(d) return game.has_keyword(d, "blocker") end}) end)
