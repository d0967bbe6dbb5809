-- Hagurumon: [On Play] you may trash 1 Digimon card with [Machine] or [Cyborg] in its traits from your
-- hand to <Draw 2>.
card:on_play(function(me) classic.trash_machine_to_draw(me) end, {optional = true})
