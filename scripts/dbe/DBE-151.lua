-- Dewfinch. Draw Phase: its player picks one: a nova counter, or recover 30 HP.
-- Prep Phase: its player recovers 20 HP.
-- (Review round 10: two phase abilities of one card at one step 0, the first asking.)
return {
  draw_phase = function(me) dbe.choose(me, {"nova", "recover 30"}, {next = "picked"}) end,
  picked = function(me, result)
    if result[1] == "nova" then dbe.add_nova(me, 1) else dbe.recover(me, 30) end
  end,
  prep_phase = function(me) dbe.recover(me, 20) end,
}
