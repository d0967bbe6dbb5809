-- Azulongmon: [On Play] its player draws 2 (<Draw 2>); after that, if the card entered play through
-- the effect of a Trial of the Four Great Dragons, 2 memory is gained. [On Deletion] when no Trial of
-- the Four Great Dragons of its player is in play, they may put one from the hand into their battle
-- area (erratum: optional; put there so, the Trial is not used and its [Main] does nothing, Q3402).
card:on_play(function(me, self, c, d, f)
  game.draw(me, 2)
  if draconic.played_by_trial(f) then game.gain_memory(me, 2) end
end)
card:on_deletion(draconic.place_trial, draconic.place_trial_opts)
