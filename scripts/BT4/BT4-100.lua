-- Trident Revolver: [Main] delete 1 of the opponent's Digimon with 6000 DP or less; then you may play
-- 1 Tamer card with a play cost of 4 or less from your hand without paying (also when nothing was
-- deleted, Q1256). [Security] the same.
local function tamer(c) return game.card_kind(c) == "Tamer" and (game.card_cost(c) or 0) <= 4 end
local function effect(me)
  fx.delete(me, {dp = 6000})
  local c = game.choose(me, fx.cards(game.hand(me), tamer), 0, 1, "cards")[1]
  if c then game.play(c) end
end
card:main(effect)
card:security(effect)
