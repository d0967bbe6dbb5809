-- Fist of the Beast King: while you have a Digimon with [Beelzemon] in its name in play (the battle
-- area), this card may be used without meeting its colour requirements. [Main] unsuspend 1 of your
-- Digimon with [Leomon] or [Beelzemon] in its name. [Security] activate this card's [Main] effect.
card:use_requirement(function(me, d) return game.kind(d) == "Digimon" and game.name_has(d, "Beelzemon") end)
local function effect(me)
  local d = fx.choose_one(me, me, function(x) return game.name_has(x, "Leomon") or game.name_has(x, "Beelzemon") end)
  if d then game.unsuspend(d) end
end
card:main(effect)
card:security(effect)
