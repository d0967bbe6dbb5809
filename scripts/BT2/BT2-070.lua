-- Tapirmon: [On Deletion] <Draw 1>.
card:on_deletion(function(me) game.draw(me, 1) end)
