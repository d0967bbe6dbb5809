-- Smashed Potatoes: [Main] for the turn, the next time you digivolve one of your green Digimon from
-- level 5 into a level 6 card, that digivolution costs 4 less (never below 0, Q978; not in the
-- breeding area, Q979; by the rules or by an effect, Q980). A pending change of the player's, used up
-- by that digivolution (game.digivolution_discount).
card:main(function(me) game.digivolution_discount(me, 4, {colors = {"green"}, from = 5, to = 6}) end)
