-- Koji Minamoto (a blue Tamer).
-- [Main] [Once Per Turn] you may place 5 cards with [Hybrid] in their traits from your hand under this
-- Tamer, in the order you choose, to digivolve it into a [MagnaGarurumon] in your hand, paying that
-- card's digivolution cost, as if this Tamer were a level 5 blue Digimon. The 5 cards are what the
-- effect asks first: with 4 or fewer such cards in the hand it can't be activated (Q1660); once they
-- are placed the digivolution is still a "may" (Q1659), and only into a [MagnaGarurumon] (Q1662).
-- Inherited: [Your Turn] [Once Per Turn] when an effect adds a card to your hand (an opponent's effect
-- returning your Digimon too, Q1658), gain 1 memory; then this Digimon can't be blocked for the turn
-- (a change to the Digimon: it keeps it if its top card changes, Q1661).
-- [Security] play this card without paying its memory cost.
warriors.hybrid_tamer_digivolve(card, game.hand, "MagnaGarurumon", "blue")
local unblockable = card:cannot_be_blocked_by(function() return true end, {granted = true})
card:when("card_to_hand", function(me, self)
  game.gain_memory(me, 1)
  game.change(me, self, {effect = unblockable})
end, {inherited = true, turn = "yours", once_per_turn = true, whose = "own",
      condition = function(me, self, c, x, f) return f.cause == "effect" end})
card:security(function(me, self, c) game.play(c) end)
