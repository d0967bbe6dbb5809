-- Heaven's Charm: one of the opponent's Digimon gets -2000 DP for the turn.
-- Security: this card goes to its owner's hand.
card:main(function(me) fx.change_one(me, game.opponent(me), {dp = -2000}) end)
card:security(function(me, self, c) game.to_hand(c) end)
