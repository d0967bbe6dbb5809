-- Tidal Wave: [Main] choose up to 2 Digimon cards among the digivolution cards of one of your Digimon and
-- play them as other Digimon without paying (together). [Security] the same.
local function effect(me)
  local d = fx.choose_one(me, me, function(x) return #fx.cards(game.source_cards(x), fx.card_kind("Digimon")) > 0 end)
  if not d then return end
  local fit = fx.cards(game.source_cards(d), fx.card_kind("Digimon"))
  local picked = game.choose(me, fit, 0, 2, "cards") -- "up to 2": none is an answer too
  if #picked > 0 then game.play_all(picked) end
end
card:main(effect)
card:security(effect)
