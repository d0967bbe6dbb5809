-- Jack Raid: [Main] gain 1 memory for every 10 cards in your trash (this card is not there yet, Q1278).
-- [Security] gain 2 memory.
card:main(function(me) game.gain_memory(me, #game.trash_cards(me) // 10) end)
card:security(function(me) game.gain_memory(me, 2) end)
