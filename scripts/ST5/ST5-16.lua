-- Dark Side Attack: delete 1 of the opponent's Digimon with a play cost of 7 or less (one without a
-- play cost has none to compare). Security: the same.
local function cheap(d) local cost = game.cost(d) return cost ~= nil and cost <= 7 end
local function effect(me) fx.delete(me, {filter = cheap}) end
card:main(effect)
card:security(effect)
