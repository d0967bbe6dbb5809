-- Koichi Kimura: [On Play] <Draw 1>, then trash 1 card from your hand. Inherited: [On Deletion] gain 1
-- memory. [Security] play this card without paying.
card:on_play(function(me) fx.draw_then_trash(me, 1) end)
card:on_deletion(function(me) game.gain_memory(me, 1) end, {inherited = true})
card:security(function(me, self, c) game.play(c) end)
