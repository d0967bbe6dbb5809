-- hostile: card:static{dp = function() while true do end end}, read by other cards' effects (Giga Destroyer's DP filter)
card:static{dp = function() while true do end end}
