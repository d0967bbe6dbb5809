-- Top Gun: [Main] delete 1 of the opponent's Digimon with 4000 DP or less; if you have a Digimon with 2
-- or more colours, or one with a digivolution card printed in 2 or more colours (not two one-colour
-- cards, Q1771, nor an added colour, Q1772), the limit is 7000 DP instead. [Security] the same.
local function effect(me)
  fx.delete(me, {dp = awaken.multi_in_play(me) and 7000 or 4000})
end
card:main(effect)
card:security(effect)
