-- Guilmon: digivolves from [Gigimon] for 0 (card data). [On Deletion] delete 1 of your opponent's
-- Digimon with 3000 DP or less; if no Digimon is deleted by this effect, trash the top 2 cards of both
-- players' decks.
card:on_deletion(function(me) fx.delete_or_trash_decks(me, 3000, 2) end)
