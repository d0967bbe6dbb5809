-- Parabolic Junk: [Main] until the end of the opponent's next turn, 1 of your Digimon gains
-- "[On Deletion] gain 2 memory". [Security] add this card to its owner's hand.
local junk = card:on_deletion(function(me) game.gain_memory(me, 2) end, {granted = true})
card:main(function(me) fx.change_one(me, me, {effect = junk}, "opponents_turn") end)
card:security(function(me, self, c) game.to_hand(c) end)
