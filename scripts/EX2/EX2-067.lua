-- Fire Ball: [Main] delete 1 of your opponent's Digimon with 3000 DP or less (a DP-based deletion,
-- 15-15-4; one that fits must be chosen: no "you may", Q3353); if no opponent's Digimon was deleted by
-- this effect (none fitted, or the chosen one stayed), <Draw 2>. [Security] activate this card's [Main]
-- effect.
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me), fx.deletion_dp_at_most(me, 3000))
  if d then game.delete(d) end
  if not d or game.deletion(d) == nil then game.draw(me, 2) end
end
card:main(effect)
card:security(effect)
