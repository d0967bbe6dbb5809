-- Laser Eye: <De-Digivolve 1> on up to 2 of the opponent's Digimon. Security: the same.
local function effect(me)
  game.de_digivolve(me, fx.choose(me, game.opponent(me), 2, nil, true), 1) -- one instance on both (16-12-1)
end
card:main(effect)
card:security(effect)
