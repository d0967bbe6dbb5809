-- Gallantmon: Crimson Mode: [When Digivolving] delete all of your opponent's Digimon with the highest DP
-- (every one tied at it, at the same time). [When Attacking] trash the top card of your opponent's
-- security stack, 1 more for every 10 cards in your opponent's trash (counted as it activates); the
-- trashed cards are not checked, so their [Security] effects don't activate (Q3366), and an attack
-- that then goes through with no security card left wins (Q3367: the core's).
card:when_digivolving(function(me)
  local theirs = game.digimon(game.opponent(me))
  local top = -1
  for _, d in ipairs(theirs) do top = math.max(top, game.dp(d)) end
  game.delete(fx.digimon(game.opponent(me), function(d) return game.dp(d) == top end))
end)
card:when_attacking(function(me)
  local opp = game.opponent(me)
  game.trash_security(opp, 1 + #game.trash_cards(opp) // 10)
end)
