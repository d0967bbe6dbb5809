-- Megidramon ((Rule) also named [ChaosGallantmon]: card data, Q3429): [On Play] delete 1 of your
-- opponent's level 5 or lower Digimon; if this card was played by [Trial of the Four Great Dragons]'s
-- effect, the level may be 1 higher (level 6 or lower). [On Deletion] if you don't have a [Trial of the
-- Four Great Dragons] in play, you may place 1 from your hand in your battle area (erratum: "you may";
-- placed so, the Trial's [Main] does not activate, Q3428).
card:on_play(function(me, self, c, d, f)
  local most = draconic.played_by_trial(f) and 6 or 5
  fx.delete(me, {filter = function(x) return game.level(x) <= most end})
end)
card:on_deletion(draconic.place_trial, draconic.place_trial_opts)
