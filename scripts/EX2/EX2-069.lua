-- Fist of the Beast King: its colour requirements may be ignored while its player has a Digimon in
-- play (the battle area) whose name contains [Beelzemon]. [Main] one of the player's Digimon whose name
-- contains [Leomon] or [Beelzemon] is unsuspended. [Security] the same as its [Main].
card:use_requirement(function(me, d) return game.kind(d) == "Digimon" and game.name_has(d, "Beelzemon") end)
local function effect(me)
  local d = fx.choose_one(me, me, function(x) return game.name_has(x, "Leomon") or game.name_has(x, "Beelzemon") end)
  if d then game.unsuspend(d) end
end
card:main(effect)
card:security(effect)
