-- Shield of the Just: [Main] delete 1 of your opponent's Digimon with 5000 DP or less; with a red
-- Tamer in play, one with 8000 DP or less instead. [Security] the same.
local function effect(me)
  local red = #fx.cards(game.tamers(me), function(t) return game.has_color(t, "red") end) > 0
  fx.delete(me, {dp = red and 8000 or 5000})
end
card:main(effect)
card:security(effect)
