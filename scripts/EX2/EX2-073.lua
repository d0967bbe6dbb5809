-- Gallantmon: Crimson Mode: [When Digivolving] every opposing Digimon sharing the greatest DP among
-- them is deleted (all ties, in one action). [When Attacking] the opponent's top security card goes to
-- the trash, plus 1 more per full 10 cards in the opponent's trash (counted as it activates); those
-- cards are not checked, so their [Security] effects do not activate (Q3366), and an attack that then
-- goes through with no security card left wins (Q3367: the core's).
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
