-- Hell's Gate: [Main] delete 1 of the opponent's level 6 or higher Digimon. [Security] add this card
-- to its owner's hand.
card:main(function(me) fx.delete(me, {filter = function(d) return (game.level(d) or 0) >= 6 end}) end)
card:security(function(me, self, c) game.to_hand(c) end)
