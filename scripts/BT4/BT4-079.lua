-- Labramon: [On Play] <Draw 1>, then trash 1 card from your hand.
card:on_play(function(me) fx.draw_then_trash(me, 1) end)
