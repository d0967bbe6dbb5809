-- Arata Sanada: [Start of Your Turn] if a Digimon card with [Unidentified] in its types is in your
-- trash, gain 1 memory. [Your Turn] when one of your Digimon digivolves into [Diaboromon], you may
-- suspend this Tamer to play 1 [Diaboromon] token (BT2-082-T, Q1368) without paying. [Security] play
-- this card without paying.
-- The [Start of Your Turn] "if" is a processing condition, read when the effect activates
-- (15-8-3-9-2, 15-8-3-9-3): another [Start of Your Turn] effect activated first may make it true;
-- unmet, the effect is not activated (15-6-3).
local function unidentified(c) return game.card_kind(c) == "Digimon" and fx.card_trait_has("Unidentified")(c) end
card:start_of_your_turn(function(me) game.gain_memory(me, 1) end,
  {activate_if = function(me) return #fx.cards(game.trash_cards(me), unidentified) > 0 end})
card:when("digimon_digivolved", function(me, self)
  if fx.paid_by_suspending(self) then game.play_token(me, "BT2-082-T") end
end, {turn = "yours", whose = "own", optional = true, condition = function(me, self, c, d)
  return game.name(d) == "Diaboromon" and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
