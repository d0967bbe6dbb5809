-- Piedmon: [On Play] delete 4 of your opponent's unsuspended level 4 or lower Digimon (as many as there
-- are, up to 4, together). [Your Turn] [Once Per Turn] when one of your opponent's Digimon is deleted,
-- <Draw 1> (one draw for several deleted together, Q3250).
card:on_play(function(me)
  fx.delete(me, {count = 4, filter = function(d) return not game.suspended(d) and (game.level(d) or 0) <= 4 end})
end)
card:when("digimon_deleted", function(me) game.draw(me, 1) end,
  {turn = "yours", whose = "opponents", once_per_turn = true})
