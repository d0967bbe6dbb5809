-- Devidramon: <Retaliation> (card data). Inherited: [When Attacking] you may trash the top 2 cards of
-- your deck (together, one move).
card:when_attacking(function(me) game.trash(game.deck_top(me, 2)) end, {inherited = true, optional = true})
