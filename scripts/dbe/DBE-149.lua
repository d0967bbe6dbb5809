-- Fork Signal. Any Phase: your opponent picks one for you: draw 1, or recover 100 HP.
-- (Review round 10: a step-0 or Support-moment use whose choice the other player answers.)
return {
  any_phase = function(me) dbe.choose(dbe.opponent(me), {"draw 1", "recover 100"}, {next = "picked"}) end,
  picked = function(me, result)
    if result[1] == "draw 1" then dbe.draw(me, 1) else dbe.recover(me, 100) end
  end,
}
