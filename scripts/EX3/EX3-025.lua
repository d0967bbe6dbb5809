-- Azulongmon: [On Play] <Draw 2>; then, if this card was played by [Trial of the Four Great Dragons]'s
-- effect, gain 2 memory. [On Deletion] if you don't have a [Trial of the Four Great Dragons] in play, you
-- may place 1 from your hand in your battle area (erratum: "you may"; placed so, the Trial's [Main] does
-- not activate, Q3402).
card:on_play(function(me, self, c, d, f)
  game.draw(me, 2)
  if draconic.played_by_trial(f) then game.gain_memory(me, 2) end
end)
card:on_deletion(draconic.place_trial, draconic.place_trial_opts)
