-- Ultimate Flare: [Main] <De-Digivolve 3> on 1 of your opponent's Digimon; then delete all of your
-- opponent's Digimon with a play cost of 3 or less (also with none to de-digivolve, Q1379), at the
-- same time. [Security] the same.
local function cheap(d) local cost = game.cost(d) return cost ~= nil and cost <= 3 end
local function effect(me)
  fx.de_digivolve_one(me, 3)
  game.delete(game.digimon(game.opponent(me), cheap))
end
card:main(effect)
card:security(effect)
