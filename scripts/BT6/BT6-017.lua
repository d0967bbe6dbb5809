-- MagnaKidmon: <Security Attack +1> (card data). [When Digivolving] you may use 1 Option card with a
-- memory cost of 7 from your hand without paying its memory cost (its colour requirements still apply,
-- 9-1-1: only the cards its player can use are offered); if you don't use one (none chosen, Q1410, or
-- none there), delete 1 of your opponent's Digimon with 4000 DP or less. The cost is the Option's use
-- cost in the hand (game.use_cost: its own reductions of the cost itself count, Q1501 on BT6-112).
local function usable(c) return game.card_kind(c) == "Option" and game.use_cost(c) == 7 and game.can_use(c) end
card:when_digivolving(function(me)
  local pick = game.choose(me, fx.cards(game.hand(me), usable), 0, 1, "cards")[1]
  if pick and game.use(pick) then return end
  fx.delete(me, {dp = 4000})
end)
