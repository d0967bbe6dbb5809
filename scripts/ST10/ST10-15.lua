-- Darkness Wave: [Main] trash the top 3 cards of your deck; then, if you have a yellow Digimon,
-- return 1 yellow or purple Digimon card from your trash to your hand (one just trashed too, Q749).
-- [Security] the same.
local function fits(c)
  return game.card_kind(c) == "Digimon" and (game.card_has_color(c, "yellow") or game.card_has_color(c, "purple"))
end
local function effect(me)
  game.trash(game.deck_top(me, 3))
  if #fx.digimon(me, fx.colored("yellow")) == 0 then return end
  local c = game.choose(me, fx.cards(game.trash_cards(me), fits), 1, 1, "cards")[1]
  if c then game.to_hand(c) end
end
card:main(effect)
card:security(effect)
