-- WarGreymon: [When Attacking] [Once Per Turn] you may add the top card of your security stack to
-- your hand (not without one, Q1210) to unsuspend this Digimon and give 1 of the opponent's Digimon
-- -6000 DP for the turn (a choice, Q1209; once a turn, Q1211).
local function has_security(me) return game.security(me) > 0 end
card:when_attacking(function(me, self)
  fx.by(me, function()
    local top = game.security_cards(me)[1]
    if not top then return false end
    game.to_hand(top)
    return true
  end, function()
    game.unsuspend(self)
    fx.change_one(me, game.opponent(me), {dp = -6000})
  end)
end, {once_per_turn = true, condition = has_security})
