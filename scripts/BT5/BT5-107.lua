-- Revive From the Darkness!: [Main] delete 1 of your purple Digimon; then you may play 1 level 5 or
-- lower purple Digimon card from your trash without paying; its [On Play] effects don't activate.
-- [Security] add this card to the hand.
local function purple5(c)
  return game.card_kind(c) == "Digimon" and (game.card_level(c) or 0) <= 5 and game.card_has_color(c, "purple")
end
card:main(function(me)
  local d = fx.choose_one(me, me, fx.colored("purple"))
  if d then game.delete(d) end
  local c = game.choose(me, fx.cards(game.trash_cards(me), purple5), 0, 1, "cards")[1]
  if c then game.play(c, 0, {on_play = false}) end
end)
card:security(function(me, self, c) game.to_hand(c) end)
