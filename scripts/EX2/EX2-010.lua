-- WarGrowlmon: [When Attacking] delete 1 of your opponent's Digimon with 4000 DP or less; if you have a
-- red Tamer in play (read as it activates), 6000 DP or less instead. Both numbers are shown in the text,
-- so DP-based deletion additions reach them (15-15-4, Q1801). Inherited: [Your Turn] add 1000 to the
-- maximum DP of your DP-based deletion effects (all of them, Q3293; not "DP up to this Digimon's", Q3292).
card:when_attacking(function(me)
  local most = #fx.tamers(me, fx.colored("red")) > 0 and 6000 or 4000
  fx.delete(me, {dp = most})
end)
card:effect_number("deletion_dp", function() return 1000 end, {inherited = true, turn = "yours"})
