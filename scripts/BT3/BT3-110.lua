-- Necrophobia: [Main] play 1 level 5 purple Digimon card from your trash without paying; its [On Play] effects
-- don't activate. [Security] the same.
local function effect(me)
  local fits = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 5 and game.card_has_color(c, "purple")
  end)
  local c = game.choose(me, fits, 1, 1, "cards")[1]
  if c then game.play(c, nil, {on_play = false}) end
end
card:main(effect)
card:security(effect)
