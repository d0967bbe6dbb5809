-- hostile: 33 effects, all once per turn: [Once Per Turn] holds for every effect a card may
-- declare (test_limits), and a 33rd effect is refused at load, naming the limit
for i = 1, 33 do card:on_play(function() end, {once_per_turn = true}) end
