-- Iron-Fisted Onslaught: [Main] delete all of the opponent's Digimon with the highest play cost
-- (every one tied for it, Q1491; at the same time). [Security] the same.
local function effect(me)
  local ds, high = fx.digimon(game.opponent(me), function(d) return game.cost(d) ~= nil end), nil
  for _, d in ipairs(ds) do if not high or game.cost(d) > high then high = game.cost(d) end end
  game.delete(fx.cards(ds, function(d) return game.cost(d) == high end))
end
card:main(effect)
card:security(effect)
