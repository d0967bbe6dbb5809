-- Mimicmon: [On Play] if you have 3 or fewer security cards, gain 2 memory (read as it activates,
-- 15-8-3-9).
card:on_play(function(me) if game.security(me) <= 3 then game.gain_memory(me, 2) end end)
