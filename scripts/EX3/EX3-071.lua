-- Laser Cannon: [Main] <De-Digivolve 1> on 1 of your opponent's Digimon. Then, delete 1 of your
-- opponent's Digimon with a play cost of 5 or less (read after the <De-Digivolve>). [Security] activate
-- the [Main] effect.
local function effect(me)
  fx.de_digivolve_one(me, 1)
  fx.delete(me, {filter = function(d) local cost = game.cost(d) return cost ~= nil and cost <= 5 end})
end
card:main(effect)
card:security(effect)
