-- Darcmon: on your turn, when you play a level 3 yellow Digimon, if this Digimon is suspended, <Draw 1>.
card:when("digimon_played", function(me) game.draw(me, 1) end, {turn = "yours", whose = "own",
  condition = function(me, self, c, d)
    return game.suspended(self) and game.level(d) == 3 and game.has_color(d, "yellow")
  end})
