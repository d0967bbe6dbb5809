-- Gallantmon: [Your Turn] +2000 DP. [Your Turn] while you have a red Tamer in play, add 2000 to the
-- maximum DP of your DP-based deletion effects. [When Attacking] choose any number of your opponent's
-- Digimon whose DP adds up to 6000 or less (at least 1 when one fits, Q693 on ST7-12's same words), and
-- delete them all at once; the 6000 is a number the text shows, so the additions reach it (its own
-- too: 8000 with a red Tamer, Q3296).
card:static{turn = "yours", dp = 2000}
card:effect_number("deletion_dp", function() return 2000 end,
  {turn = "yours", condition = function(me) return #fx.tamers(me, fx.colored("red")) > 0 end})
card:when_attacking(function(me) fx.delete_total_dp(me, 6000) end)
