-- Hostile Relay: at the end of the turn returns itself to the hand and plays itself again, which schedules it again:
-- each round a new permanent with a higher id (CR 18-3-2: the game is a draw, whatever ids change).
local again = card:delayed(function(me, self, c)
  game.bounce(self)
  if game.card_zone(c) == "hand" then game.play(c) end
end)
card:on_play(function(me, self) game.at_end_of("turn", again) end)
