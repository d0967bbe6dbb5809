-- Darkdramon: as a Digimon of yours is about to digivolve into this card from the hand, up to 5 cards
-- of the trash whose traits hold [D-Brigade] may go to the top of the deck (in the order chosen), each
-- one taking 1 off the digivolution cost (once they are back the digivolution goes on, Q3423: the
-- procedure is the core's).
-- [Your Turn] [Once Per Turn] as you play another Digimon whose traits hold [D-Brigade], one opponent's
-- Digimon whose play cost is at most the played one's is deleted, and this Digimon unsuspends.
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
