-- Magnadramon (X Antibody): digivolves from [Magnadramon] for 1 (card data). [When Digivolving] if
-- [Magnadramon] or [X Antibody] (the names, Q1836) is among this Digimon's digivolution cards, all of
-- your opponent's Digimon and Security Digimon get -1000 DP for each card of your security stack, for
-- the turn. [End of Attack] [Once Per Turn] you may add your top security card to your hand to
-- unsuspend this Digimon.
card:when_digivolving(function(me, self)
  if not xab.under(self, "Magnadramon") then return end
  local dp = -1000 * game.security(me)
  game.change_all(me, game.opponent(me), "digimon", {dp = dp}, "turn")
  game.change_all(me, game.opponent(me), "security_digimon", {dp = dp}, "turn")
end)
card:end_of_attack(function(me, self)
  fx.by(me, function()
    local top = game.security_cards(me)[1]
    if not top then return false end
    game.to_hand(top)
    return true
  end, function() game.unsuspend(self) end)
end, {once_per_turn = true})
