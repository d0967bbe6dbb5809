-- Ice Wall!: [Main] until the end of their next turn, all of your opponent's Digimon (those arriving
-- later too, Q3256) gain "[When Attacking] lose 2 memory": their player loses it at each attack
-- (Q3255), a <Blitz> attack too (Q3257). [Security] gain 2 memory.
local chill = card:when_attacking(function(me) game.lose_memory(me, 2) end, {granted = true})
card:main(function(me) game.change_all(me, game.opponent(me), "digimon", {effect = chill}, "opponents_turn") end)
card:security(function(me) game.gain_memory(me, 2) end)
