-- Night Raid: [Main] play 1 purple level 3 Digimon card from your trash without paying; its [On
-- Play] effects don't activate. [Security] the same.
local function effect(me)
  local fits = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "purple")
  end)
  game.play_all(game.choose(me, fits, 1, 1, "cards"), {on_play = false})
end
card:main(effect)
card:security(effect)
