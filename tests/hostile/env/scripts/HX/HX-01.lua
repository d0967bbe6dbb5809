-- hostile: rebinds _ENV to reach past its environment
local _ENV = {card = card}
card:on_play(function() end)
