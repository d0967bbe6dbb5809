-- Megidramon ((Rule) it also has the name ChaosGallantmon: card data, Q3429): [On Play] one opposing
-- Digimon of level 5 or below is deleted; when the card entered play through the effect of a Trial of
-- the Four Great Dragons, level 6 is in reach too (the bound raised by 1). [On Deletion] when no Trial of
-- the Four Great Dragons of its player is in play, they may put one from the hand into their battle area
-- (erratum: optional; put there so, the Trial is not used and its [Main] does nothing, Q3428).
card:on_play(function(me, self, c, d, f)
  local most = draconic.played_by_trial(f) and 6 or 5
  fx.delete(me, {filter = function(x) return game.level(x) <= most end})
end)
card:on_deletion(draconic.place_trial, draconic.place_trial_opts)
