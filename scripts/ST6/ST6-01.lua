-- Pagumon (inherited): [On Deletion] trash the top 2 cards of your deck (an emptied deck loses only
-- in the draw phase, Q670).
card:on_deletion(function(me) game.trash(game.deck_top(me, 2)) end, {inherited = true})
