-- Brave Metal: [Main] delete 1 of your opponent's Digimon with a play cost of 6 or less (an [X-Antibody]
-- one too, Q1671, Q1672). If you have a Digimon with 5 or more digivolution cards and [X-Antibody] in its
-- traits, you may delete 1 of your opponent's Digimon without [X-Antibody] in its traits instead.
-- [Security] the same.
local x_antibody = fx.trait_has("X Antibody")
local function effect(me)
  local strong = #fx.digimon(me, function(d) return game.sources(d) >= 5 and x_antibody(d) end) > 0
  if strong and game.yes_no(me) then
    fx.delete(me, {filter = function(d) return not x_antibody(d) end})
  else
    fx.delete(me, {filter = function(d) return (game.cost(d) or 99) <= 6 end})
  end
end
card:main(effect)
card:security(effect)
