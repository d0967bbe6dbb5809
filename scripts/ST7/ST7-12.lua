-- Atomic Blaster: [Main] choose any number of the opponent's Digimon whose DP add up to 8000 or less,
-- and delete them (at the same time). At least 1 must be chosen when one fits (Q693); any set within
-- the total will do (Q692); the total is read as they are chosen, and what their deletion changes
-- afterwards adds nothing (Q694). [Security] activate the [Main] effect.
local function effect(me)
  local left, chosen, taken = game.effect_number(me, "deletion_dp", 8000), {}, {}
  while true do
    local fits = fx.digimon(game.opponent(me), function(d) return not taken[d] and game.dp(d) <= left end)
    local d = game.choose(me, fits, #chosen == 0 and 1 or 0, 1)[1]
    if not d then break end
    chosen[#chosen + 1], taken[d], left = d, true, left - game.dp(d)
  end
  if #chosen > 0 then game.delete(chosen) end
end
card:main(effect)
card:security(effect)
