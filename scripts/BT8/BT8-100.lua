-- Disaster Blaster: [Main] 1 of the opponent's Digimon gets -3000 DP for the turn; if you have a
-- Digimon with 2 or more colours, or one with a digivolution card printed in 2 or more colours (not two
-- one-colour cards, Q1779, nor an added colour, Q1780), -6000 DP instead. [Security] the same.
local function effect(me)
  fx.change_one(me, game.opponent(me), {dp = awaken.multi_in_play(me) and -6000 or -3000})
end
card:main(effect)
card:security(effect)
