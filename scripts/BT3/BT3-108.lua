-- Dark Despair: [Main] 1 of your Digimon gains <Retaliation> until the end of the opponent's next turn.
-- [Security] add this card to the hand.
card:main(function(me) fx.change_one(me, me, {keywords = {"retaliation"}}, "opponents_turn") end)
card:security(function(me, self, c) game.to_hand(c) end)
