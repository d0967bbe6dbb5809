-- Trump Sword: [Main] delete 1 of your opponent's unsuspended Digimon. [Security] the same.
local function effect(me) fx.delete(me, {filter = function(d) return not game.suspended(d) end}) end
card:main(effect)
card:security(effect)
