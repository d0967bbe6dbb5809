-- SaberLeomon: [When Digivolving] trash 4 of the digivolution cards of 1 of your opponent's
-- Digimon. The text names neither the top nor the bottom (4-27-2, 4-27-3 do not apply): "4 cards"
-- are chosen, 4 or as many as there are (15-10-2-1), by the effect's player, who chooses the
-- Digimon too; they are trashed at once.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if not d then return end
  game.move_source(game.choose(me, game.source_cards(d), 4, 4, "cards"), "trash")
end)
