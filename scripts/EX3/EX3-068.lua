-- God Flame (as corrected by the erratum): [Main] 1 of your opponent's Digimon gets -6000 DP for the
-- turn. Then, you may return 1 card with the [Four Great Dragons] trait from your trash to your hand.
-- [Security] activate the [Main] effect.
local function effect(me)
  fx.change_one(me, game.opponent(me), {dp = -6000})
  local c = game.choose(me, fx.cards(game.trash_cards(me), fx.card_trait("Four Great Dragons")), 0, 1, "cards")[1]
  if c then game.to_hand(c) end
end
card:main(effect)
card:security(effect)
