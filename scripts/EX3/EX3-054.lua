-- Darkdramon: when one of your Digimon would digivolve into this card from your hand, by returning up to
-- 5 cards with [D-Brigade] in their traits from your trash to the top of your deck (in the order you
-- choose), the digivolution costs 1 less for each card returned (once returned, the digivolution goes on,
-- Q3423: the procedure is the core's).
-- [Your Turn] [Once Per Turn] when you play another Digimon with [D-Brigade] in its traits, delete 1 of
-- your opponent's Digimon with a play cost less than or equal to the played Digimon's, and unsuspend
-- this Digimon.
local card_brigade, brigade = fx.card_trait_has("D-Brigade"), fx.trait_has("D-Brigade")
card:when_would("digivolve", function(me)
  local back = game.choose(me, fx.cards(game.trash_cards(me), card_brigade), 0, 5, "cards")
  fx.in_order(me, back, function(c) game.to_deck(c, "top") end)
  game.reduce_cost(#back)
end, {from = "hand", condition = function(me) return #fx.cards(game.trash_cards(me), card_brigade) > 0 end})
card:when("digimon_played", function(me, self, c, d)
  local most = game.cost(d) or 0
  fx.delete(me, {filter = function(x) local cost = game.cost(x) return cost ~= nil and cost <= most end})
  game.unsuspend(self)
end, {whose = "own", turn = "yours", once_per_turn = true,
  condition = function(me, self, c, d) return d ~= self and brigade(d) end})
