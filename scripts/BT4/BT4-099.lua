-- Heir of Dragons: [Main] <Draw 2>; then, if one of your Digimon has [Greymon] (but [DoruGreymon],
-- [BurningGreymon], [DexDoruGreymon]) or [Dramon] in its name, delete 1 of the opponent's Digimon with
-- 4000 DP or less. [Security] the same. [Dramon] is printed capitalised but is the part "dramon" of
-- names such as Commandramon and Coredramon (as for ST8-03, scripts/ST8/RULINGS.md; the API's match
-- is case-sensitive).
local excluded = {DoruGreymon = true, BurningGreymon = true, DexDoruGreymon = true}
local function dragon(d)
  return (game.name_has(d, "Greymon") and not excluded[game.name(d)]) or game.name_has(d, "dramon")
end
local function effect(me)
  game.draw(me, 2)
  if #fx.digimon(me, dragon) > 0 then fx.delete(me, {dp = 4000}) end
end
card:main(effect)
card:security(effect)
