-- Pollen Spray: [Main] reveal the top 3 cards of your deck; add all Digimon cards with a <Digi-Burst>
-- effect among them to your hand, together; the rest go to the bottom of your deck in the order you
-- choose. Then suspend 1 of your opponent's Digimon for each card added: as many as were added (or
-- as there are), chosen and suspended together. [Security] activate this card's [Main] effect.
local function burst(c) return game.card_kind(c) == "Digimon" and game.card_has_effect(c, "digi_burst") end
local function effect(me)
  local shown = game.reveal(me, 3)
  local added = fx.cards(shown, burst)
  game.to_hand(added)
  fx.place_revealed(me, shown, "bottom")
  if #added > 0 then game.suspend(fx.choose(me, game.opponent(me), #added)) end
end
card:main(effect)
card:security(effect)
