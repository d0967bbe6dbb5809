-- Dorugoramon: [Your Turn] +1000 DP for each card with [X-Antibody] in its traits among this Digimon's
-- digivolution cards. [When Attacking] [Once Per Turn] you may place 1 card with [X-Antibody] in its
-- traits from your hand at the bottom of its digivolution cards to delete up to 2 of your opponent's
-- Digimon with play costs less than or equal to its number of digivolution cards (counted after).
-- The cost is read as the effect would activate (15-8-3-9-3): with no such card in the hand then, it is
-- not activated and the use is kept.
card:static{turn = "yours", dp = function(me, self) return 1000 * #fx.cards(game.source_cards(self), warriors.x_antibody) end}
card:when_attacking(function(me, self)
  fx.by(me, function()
    local c = game.choose(me, fx.cards(game.hand(me), warriors.x_antibody), 1, 1, "cards")[1]
    return c ~= nil and game.put_under(c, self, "bottom")
  end, function()
    local n = game.sources(self)
    fx.delete(me, {count = 2, upto = true, filter = function(d) return (game.cost(d) or 99) <= n end})
  end)
end, {once_per_turn = true, activate_if = function(me) return #fx.cards(game.hand(me), warriors.x_antibody) > 0 end})
