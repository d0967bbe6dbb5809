-- Gallantmon: [Your Turn] +2000 DP. [Your Turn] while you have a red Tamer in play, add 2000 to the
-- maximum DP of your DP-based deletion effects. [When Attacking] choose any number (none too) of your
-- opponent's Digimon whose DP adds up to 6000 or less, and delete them all at once; the 6000 is a number
-- the text shows, so the additions reach it (its own too: 8000 with a red Tamer, Q3296).
card:static{turn = "yours", dp = 2000}
card:effect_number("deletion_dp", function() return 2000 end,
  {turn = "yours", condition = function(me) return #fx.tamers(me, fx.colored("red")) > 0 end})
card:when_attacking(function(me)
  local budget = game.effect_number(me, "deletion_dp", 6000)
  local chosen, picked, total = {}, {}, 0
  while true do -- one pick at a time, each within what the total leaves; one deletion below
    local fits = fx.digimon(game.opponent(me), function(d) return not picked[d] and total + game.dp(d) <= budget end)
    local d = game.choose(me, fits, 0, 1)[1]
    if not d then break end
    chosen[#chosen + 1], picked[d], total = d, true, total + game.dp(d)
  end
  if #chosen > 0 then game.delete(chosen) end
end)
