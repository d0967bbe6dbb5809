-- Plutomon: [When Digivolving] <Draw 2>; then you may use 1 purple Option card with a memory cost of
-- 6 or less from your hand without paying its memory cost. Only the cards the player can use are
-- offered (their colour requirements met, 9-1-1: the text does not lift them, Q1500 on BT6-112);
-- the Option's own "you may" stays its player's (game.use, 9-1-2). The cost is its use cost in the
-- hand (game.use_cost: its own reductions of the cost itself count, not a "when you use" one, Q1501).
local function usable(c)
  return game.card_kind(c) == "Option" and game.card_has_color(c, "purple") and game.use_cost(c) <= 6 and game.can_use(c)
end
card:when_digivolving(function(me)
  game.draw(me, 2)
  local pick = game.choose(me, fx.cards(game.hand(me), usable), 0, 1, "cards")[1]
  if pick then game.use(pick) end
end)
