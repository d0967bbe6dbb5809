-- Brookfawn. Prep Phase: its player picks one: draw 1, or recover 50 HP.
return {
  prep_phase = function(me) dbe.choose(me, {"draw 1", "recover 50"}, {next = "picked"}) end,
  picked = function(me, result)
    if result[1] == "draw 1" then dbe.draw(me, 1) else dbe.recover(me, 50) end
  end,
}
