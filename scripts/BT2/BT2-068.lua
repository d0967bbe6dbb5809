-- Impmon: [On Deletion] trash the top 3 cards of your deck.
card:on_deletion(function(me)
  for _, c in ipairs(game.deck_top(me, 3)) do game.trash(c) end
end)
