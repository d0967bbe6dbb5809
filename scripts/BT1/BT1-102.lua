-- Blade of the True: [Main] <Draw 1> for every 2 security cards you have. [Security] the same.
local function effect(me) game.draw(me, game.security(me) // 2) end
card:main(effect)
card:security(effect)
