-- Dark Roar: [Main] delete 1 of the opponent's Digimon with a play cost of 3 or less, the most raised
-- by 1 for each of your Digimon with [D-Brigade] in its type (Q1277). [Security] the same.
local brigade = fx.trait_has("D-Brigade")
local function effect(me)
  local most = 3 + #fx.digimon(me, brigade)
  fx.delete(me, {filter = function(d) local n = game.cost(d) return n ~= nil and n <= most end})
end
card:main(effect)
card:security(effect)
