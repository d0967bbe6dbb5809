-- hostile: 32 [Main] effects whose conditions loop; they are checked each
-- time the options are listed, so they must count for the game's budget too
for i = 1, 32 do card:activated(function() end, {condition = function() while true do end end}) end
