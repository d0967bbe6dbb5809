-- CresGarurumon: Security Attack +1 (card data). [Main] <Digi-Burst 2>: play 1 purple level 3 Digimon
-- card from your trash without paying (one the Digi-Burst just trashed too, Q675).
local function wanted(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple") and game.card_level(c) == 3
end
card:activated(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  local c = game.choose(me, fx.cards(game.trash_cards(me), wanted), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
