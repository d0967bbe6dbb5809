-- Terriermon Assistant: [Main] <Digi-Burst 1>: reveal the top card of your deck; a green Digimon card
-- goes to the hand, anything else to the bottom of the deck.
local function green_digimon(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "green") end
card:activated(function(me, self)
  if not game.digi_burst(me, self, 1) then return end
  local c = game.reveal(me, 1)[1]
  if not c then return end
  if green_digimon(c) then game.to_hand(c) else game.to_deck(c, "bottom") end
end, {condition = fx.can_digi_burst(1), has = {"digi_burst"}})
