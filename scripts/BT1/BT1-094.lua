-- Oblivion Bird: [Main] delete 1 of your opponent's Digimon with <Blocker>. [Security] the same.
local function effect(me) fx.delete(me, {filter = function(d) return game.has_keyword(d, "blocker") end}) end
card:main(effect)
card:security(effect)
