-- Goldramon (as corrected by the erratum): [When Digivolving] you may return 1 card with the [Four Great
-- Dragons] trait from your trash to your hand (declined by choosing none).
-- [When Attacking] 1 of your opponent's Digimon gets -6000 DP for the turn. Then, by returning 1
-- [Magnadramon], 1 [Azulongmon] and 1 [Megidramon] from your trash to the bottom of your deck in the
-- order you choose (a cost paid whole or not at all, asked first), trash the top 2 cards of your
-- opponent's security stack.
local function named(me, name, picked)
  return {cards = fx.cards(game.trash_cards(me), function(c) return game.card_name(c) == name end),
          put = function(c) picked[#picked + 1] = c end}
end
local function return_three(me)
  local picked = {}
  if not fx.pay_cards(me, {named(me, "Magnadramon", picked), named(me, "Azulongmon", picked), named(me, "Megidramon", picked)}) then
    return false
  end
  local order = {}
  fx.in_order(me, picked, function(c) order[#order + 1] = c end)
  game.to_deck(order, "bottom")
  return true
end
card:when_digivolving(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), fx.card_trait("Four Great Dragons")), 0, 1, "cards")[1]
  if c then game.to_hand(c) end
end)
card:when_attacking(function(me)
  local opp = game.opponent(me)
  fx.change_one(me, opp, {dp = -6000})
  fx.by(me, function() return return_three(me) end, function() game.trash_security(opp, 2) end)
end)
