-- Gazimon (X Antibody): digivolves from [Gazimon] for 0 (card data). [When Digivolving] trash the
-- top 3 cards of your deck.
card:when_digivolving(function(me) game.trash(game.deck_top(me, 3)) end)
