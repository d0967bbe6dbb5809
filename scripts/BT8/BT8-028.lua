-- CaptainHookmon: [All Turns] when the opponent plays a level 5 or higher Digimon (a play, not a
-- digivolution, Q1717, nor a move out of the breeding area, Q1718), gain 1 memory and <Draw 1>.
card:when("digimon_played", function(me) game.gain_memory(me, 1) game.draw(me, 1) end,
  {whose = "opponents", condition = function(me, self, c, d) return (game.level(d) or 0) >= 5 end})
