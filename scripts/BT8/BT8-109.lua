-- Flame Hellscythe: [Main] 1 of the opponent's Digimon gets -6000 DP for the turn; then you may play 1
-- purple or yellow Digimon card with 6000 DP or less from your trash without paying its cost.
-- [Security] the same.
local function fits(c)
  return game.card_kind(c) == "Digimon" and (game.card_dp(c) or 0) <= 6000
    and (game.card_has_color(c, "purple") or game.card_has_color(c, "yellow"))
end
local function effect(me)
  fx.change_one(me, game.opponent(me), {dp = -6000})
  local c = game.choose(me, fx.cards(game.trash_cards(me), fits), 0, 1, "cards")[1]
  if c then game.play(c) end
end
card:main(effect)
card:security(effect)
