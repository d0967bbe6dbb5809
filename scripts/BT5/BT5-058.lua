-- Argomon (level 6): <Digisorption -2> (card data). [When Digivolving] suspend all of your opponent's
-- Tamers, together. [All Turns] your opponent's Tamers don't unsuspend (in their unsuspend phase).
card:when_digivolving(function(me) game.suspend(game.tamers(game.opponent(me))) end)
card:static{applies = "opponent_tamers", forbid = {"unsuspend"}}
