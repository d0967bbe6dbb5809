-- Fire Ball: [Main] one opposing Digimon of at most 3000 DP is deleted (a DP-based deletion, 15-15-4;
-- when one qualifies it must be picked: no "you may", Q3353); when this deleted none of the opponent's
-- Digimon (none qualified, or the picked one stayed), <Draw 2>. [Security] the same as its [Main].
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me), fx.deletion_dp_at_most(me, 3000))
  if d then game.delete(d) end
  if not d or game.deletion(d) == nil then game.draw(me, 2) end
end
card:main(effect)
card:security(effect)
