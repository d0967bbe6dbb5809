-- Tortomon (inherited): [When Attacking] you may reveal 1 green Digimon card from your hand and place it
-- on top of your deck to have this Digimon get +3000 DP for the turn.
card:when_attacking(function(me, self)
  local fit = fx.cards(game.hand(me), function(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "green") end)
  if #fit == 0 then return end
  fx.by(me, function()
    return game.to_deck(game.choose(me, fit, 1, 1, "cards")[1], "top", {named = true})
  end, function() fx.self_dp(me, self, 3000) end)
end, {inherited = true})
