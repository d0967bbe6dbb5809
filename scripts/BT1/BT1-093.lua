-- Great Tornado: [Main] 1 of your Digimon gets +2000 DP and <Security Attack +1> for the turn.
-- [Security] add this card to its owner's hand.
card:main(function(me) fx.change_one(me, me, {dp = 2000, security_attack = 1}) end)
card:security(function(me, self, c) game.to_hand(c) end)
