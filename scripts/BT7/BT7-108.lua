-- Schwarz Lehrsatz: [Main] delete 1 of your opponent's level 5 or lower Digimon for each Digimon with
-- [Hybrid] in its traits and each Tamer you have in play (their total, Q1675; one deletion of them all).
-- [Security] the same.
local function effect(me)
  local n = #fx.digimon(me, fx.trait_has("Hybrid")) + #game.tamers(me)
  if n > 0 then fx.delete(me, {count = n, filter = fx.level_at_most(5)}) end
end
card:main(effect)
card:security(effect)
