-- Murmukusmon: <Retaliation> (card data). [On Deletion] if you have 10 or more cards in your trash
-- (this card counted once it is there, Q1468), you may play 1 [Ornismon] from your trash without
-- paying.
card:on_deletion(function(me)
  if #game.trash_cards(me) < 10 then return end
  diamond.may_play(me, fx.cards(game.trash_cards(me), function(c) return game.card_name(c) == "Ornismon" end))
end)
