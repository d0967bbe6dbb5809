-- Impmon: [On Deletion] trash the top 3 cards of your deck.
card:on_deletion(function(me)
  game.trash(game.deck_top(me, 3))
end)
