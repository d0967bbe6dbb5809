-- Orochimon: when one of your effects trashes this card from your hand, <Draw 1>.
-- Inherited: [When Attacking] [Once Per Turn] you may trash 1 card from your hand to gain 1 memory (the
-- hand read as it would activate, 15-8-3-9-3: empty then, it is not activated and the use is kept).
card:when("card_trashed", function(me) game.draw(me, 1) end, {whose = "self", from = "hand",
  condition = function(me, self, c, s, f) return f.from == "hand" and f.by ~= nil and game.card_owner(f.by) == me end})
card:when_attacking(function(me)
  fx.by(me, function()
    local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
    if c then game.trash(c) end
    return c ~= nil
  end, function() game.gain_memory(me, 1) end)
end, {inherited = true, once_per_turn = true, activate_if = function(me) return #game.hand(me) > 0 end})
