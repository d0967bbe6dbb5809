-- Magnadramon: [On Play] all of your opponent's Digimon gain <Security Attack -1> until the end of your
-- opponent's turn; if this card was played by [Trial of the Four Great Dragons]'s effect, <Security
-- Attack -2> instead. [On Deletion] if you don't have a [Trial of the Four Great Dragons] in play, you may
-- place 1 from your hand in your battle area (erratum: "you may"; placed so, the Trial's [Main] does not
-- activate, Q3412).
card:on_play(function(me, self, c, d, f)
  local n = draconic.played_by_trial(f) and -2 or -1
  game.change_all(me, game.opponent(me), "digimon", {security_attack = n}, "opponents_turn")
end)
card:on_deletion(draconic.place_trial, draconic.place_trial_opts)
