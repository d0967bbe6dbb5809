-- Cerberusmon: [On Deletion] <Draw 2>, then trash 1 card from your hand.
card:on_deletion(function(me) fx.draw_then_trash(me, 2) end)
