-- V-Nova Blast: [Main] 1 of your Digimon gains <Jamming> for the turn. [Security] add this card to its owner's hand.
card:main(function(me) fx.change_one(me, me, {keywords = {"jamming"}}) end)
card:security(function(me, self, c) game.to_hand(c) end)
