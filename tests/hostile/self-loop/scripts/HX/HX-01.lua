-- hostile: returns itself to the hand and plays itself again, without end
-- (each play triggers the next: every effect is cheap, the chain is not)
card:on_play(function(me, self, c)
  game.bounce(self)
  game.play(c)
end)
