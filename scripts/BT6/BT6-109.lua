-- Fly Bullet: while you have a Digimon with [Three Musketeers] in its type in play, it may be used
-- without meeting its colour requirements (Q1493). [Main] delete 1 of the opponent's level 6 or lower
-- Digimon. [Security] the same.
card:use_requirement(function(me, d) return game.kind(d) == "Digimon" and fx.trait_has("Three Musketeers")(d) end)
local function effect(me) fx.delete(me, {filter = fx.level_at_most(6)}) end
card:main(effect)
card:security(effect)
