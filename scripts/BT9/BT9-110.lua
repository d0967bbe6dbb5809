-- X Program: its colour requirement is ignored while you have a Digimon with [Dex] or [DeathX] in its
-- name. [Main] delete 1 Digimon (either player's) without [X Antibody] in its traits; if there are 3
-- or more Digimon in play in all (Q1924), delete all Digimon without it instead (no choice, Q1925).
-- [Security] delete 1 of your opponent's Digimon without [X Antibody] in its traits.
local function plain(d) return not fx.trait_has("X Antibody")(d) end
card:use_requirement(function(me, d) return game.name_has(d, "Dex") or game.name_has(d, "DeathX") end)
card:main(function(me)
  local all, n = {}, 0
  for _, p in ipairs(fx.players()) do
    n = n + #game.digimon(p)
    for _, d in ipairs(game.digimon(p, plain)) do all[#all + 1] = d end
  end
  if n >= 3 then
    if #all > 0 then game.delete(all) end
  else
    local d = game.choose(me, all, 1, 1)[1]
    if d then game.delete(d) end
  end
end)
card:security(function(me) fx.delete(me, {filter = plain}) end)
