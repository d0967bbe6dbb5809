-- Tropical Venom: [Main] until the end of the opponent's next turn, 1 of their Digimon gains
-- "[On Deletion] lose 2 memory": its player loses it, so the memory comes to you (Q1488).
local venom = card:on_deletion(function(me) game.lose_memory(me, 2) end, {granted = true})
card:main(function(me) fx.change_one(me, game.opponent(me), {effect = venom}, "opponents_turn") end)
