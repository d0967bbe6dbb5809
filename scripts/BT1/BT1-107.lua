-- Holy Wave: [Main] <Recovery +1 (Deck)>. [Security] the same.
local function effect(me) game.recovery(me, 1) end
card:main(effect)
card:security(effect)
