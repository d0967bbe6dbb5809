-- Jijimon: [On Deletion] <Recovery +1 (Deck)>.
card:on_deletion(function(me) game.recovery(me, 1) end)
