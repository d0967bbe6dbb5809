-- Boring Storm: [Main] <Draw 1>. [Security] <Draw 2>.
card:main(function(me) game.draw(me, 1) end)
card:security(function(me) game.draw(me, 2) end)
