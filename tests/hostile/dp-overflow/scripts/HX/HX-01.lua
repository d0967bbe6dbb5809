-- hostile: huge DP from a value function and from a change
card:static{applies = "own_digimon", dp = function() return 1 << 31 end}
card:on_play(function(me, self) game.change(me, self, {dp = 1 << 40}) end)
