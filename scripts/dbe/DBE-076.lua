-- Forked Path. Support: your opponent chooses: you draw 2, or you get 200 HP back.
return {
  support = function(me) dbe.choose(dbe.opponent(me), {"draw", "recover"}, {next = "chosen"}) end,
  chosen = function(me, picks)
    if picks[1] == "draw" then dbe.draw(me, 2) else dbe.recover(me, 200) end
  end,
}
