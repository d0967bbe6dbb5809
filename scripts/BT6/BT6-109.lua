-- Fly Bullet: while you have a Digimon with [Three Musketeers] in its type in play (the battle area,
-- Q1493), it may be used without meeting its colour requirements. [Main] delete 1 of the opponent's
-- level 6 or lower Digimon. [Security] the same.
card:use_requirement(diamond.musketeer_in_play)
local function effect(me) fx.delete(me, {filter = fx.level_at_most(6)}) end
card:main(effect)
card:security(effect)
