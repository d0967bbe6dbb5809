-- Baluchimon: [On Play] if you have 3 or fewer security cards, <Draw 2> (read as it activates,
-- 15-8-3-9).
card:on_play(function(me) if game.security(me) <= 3 then game.draw(me, 2) end end)
