-- Spiral Masquerade: [Main] for each Digimon you have, 1 of your opponent's Digimon gets -3000 DP
-- for the turn, one after another (the same one again too, Q1374). [Security] the same.
local function effect(me)
  fx.for_each(#game.digimon(me), function() fx.change_one(me, game.opponent(me), {dp = -3000}) end)
end
card:main(effect)
card:security(effect)
