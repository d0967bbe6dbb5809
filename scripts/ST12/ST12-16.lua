-- Quake! Blast! Fire! Father!: while you have a Digimon with [Huckmon] or [Sistermon] in its name or
-- [Royal Knight] in its traits, its colour requirements are ignored (16-42). [Main] delete 1 of your
-- opponent's Digimon with a play cost of 13 or less. [Security] activate the [Main] effect.
card:use_requirement(function(me, d)
  return game.kind(d) == "Digimon" and (royal.huckmon_or_knight(d) or game.name_has(d, "Sistermon"))
end)
local function effect(me)
  fx.delete(me, {filter = function(d) local cost = game.cost(d) return cost ~= nil and cost <= 13 end})
end
card:main(effect)
card:security(effect)
