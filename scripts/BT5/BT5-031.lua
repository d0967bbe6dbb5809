-- MetalGarurumon (blue): [When Digivolving] if a Digimon card with [Garurumon] in its name other
-- than [KendoGarurumon] is among this Digimon's digivolution cards (a processing condition, read as
-- it would activate, 15-8-3-9-2), return 1 of your opponent's Digimon with an [On Deletion] effect
-- (its own, inherited or granted) to the bottom of its owner's deck, its digivolution cards to the
-- trash. Inherited: [When Attacking] [Once Per Turn] gain 1 memory.
local function garurumon(me, self)
  return #fx.cards(game.source_cards(self), function(c)
    return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Garurumon") and game.card_name(c) ~= "KendoGarurumon"
  end) > 0
end
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.has_effect(x, "on_deletion") end)
  if d then game.return_to_deck(d, "bottom") end
end, {activate_if = garurumon})
card:when_attacking(function(me) game.gain_memory(me, 1) end, {inherited = true, once_per_turn = true})
