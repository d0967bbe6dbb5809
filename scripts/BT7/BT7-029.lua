-- MagnaGarurumon: [When Digivolving] [When Attacking] [Once Per Turn]: one effect at two timings, with one
-- use a turn whichever timing spent it (15-14-1, Q1549, Q1550): you may return 1 card with [Hybrid] in its
-- traits from this Digimon's digivolution cards to your hand; then 1 of your opponent's Digimon of the
-- same level as that card returns to its owner's hand (its digivolution cards trashed, as any return).
-- [Your Turn] [Once Per Turn] when an effect adds a card to your hand, you may unsuspend 1 of your
-- Digimon.
local hybrid = fx.card_trait_has("Hybrid")
local function return_same_level(me, self)
  local c = game.choose(me, fx.cards(game.source_cards(self), hybrid), 1, 1, "cards")[1]
  if not c then return end
  local level = game.card_level(c)
  game.move_source(c, "hand")
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.level(x) == level end)
  if d then game.bounce(d) end
end
local has_hybrid = function(me, self) return #fx.cards(game.source_cards(self), hybrid) > 0 end
local once = card:when_digivolving(return_same_level, {once_per_turn = true, optional = true, condition = has_hybrid})
card:when_attacking(return_same_level, {once_per_turn = once, optional = true, condition = has_hybrid})
card:when("card_to_hand", function(me)
  local d = fx.choose_one(me, me)
  if d then game.unsuspend(d) end
end, {turn = "yours", once_per_turn = true, whose = "own", optional = true,
      condition = function(me, self, c, x, f) return f.cause == "effect" end})
