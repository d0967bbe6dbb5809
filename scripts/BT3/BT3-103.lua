-- Hidden Potential Discovered!: [Main] for the turn, the next time one of your green Digimon digivolves, you
-- may suspend 1 of your Digimon to make that digivolution cost 5 less. [Security] add this card to the hand.
card:main(function(me) game.digivolution_discount(me, 5, {colors = {"green"}, by_suspending = true}) end)
card:security(function(me, self, c) game.to_hand(c) end)
