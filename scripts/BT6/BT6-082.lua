-- Sistermon Blanc: [All Turns] while you have a Digimon with [Huckmon] in its name or [Royal Knight]
-- in its type, all of your Digimon with [Sistermon] in their names gain <Blocker>. [On Play] <Draw 1>.
card:static{all_turns = true, applies = "own_digimon", keywords = {"blocker"},
  condition = function(me, self, c, d)
    return game.name_has(d, "Sistermon") and #fx.digimon(me, diamond.huckmon_or_knight) > 0
  end}
card:on_play(function(me) game.draw(me, 1) end)
