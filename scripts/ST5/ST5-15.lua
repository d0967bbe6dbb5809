-- Laser Eye: <De-Digivolve 1> on up to 2 of the opponent's Digimon. Security: the same.
local function effect(me)
  for _, d in ipairs(fx.choose(me, game.opponent(me), 2, nil, true)) do game.de_digivolve(me, d, 1) end
end
card:main(effect)
card:security(effect)
