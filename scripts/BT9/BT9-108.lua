-- Eye of the Gorgon: [Main] delete 1 of your opponent's unsuspended Digimon. If you do, you may play 1
-- purple level 3 Digimon card from your trash without paying; its [On Play] effects don't activate.
-- [Security] the same.
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me), function(x) return not game.suspended(x) end)
  if not d then return end
  game.delete(d)
  if game.on_field(d) then return end
  local fits = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "purple")
  end)
  local c = game.choose(me, fits, 0, 1, "cards")[1]
  if c then game.play(c, 0, {on_play = false}) end
end
card:main(effect)
card:security(effect)
