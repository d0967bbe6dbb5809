-- RizeGreymon: [On Play] delete 1 of the opponent's Digimon with 5000 DP or less.
card:on_play(function(me)
  fx.delete(me, {dp = 5000})
end)
