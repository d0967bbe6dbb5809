-- hostile: shadows every shared name it can (in its own environment only)
game, fx, string, table, math, ipairs, pairs, next, type, card_backup = nil, nil, nil, nil, nil, nil, nil, nil, nil, card
tostring = function() return "clobbered" end
card_backup:on_play(function(me, self)
  -- at run time, shared tables are read-only: each write is an error
  fx = {delete = function() end}
end)
card_backup:when("digimon_played", function(me) x = 1 end)
