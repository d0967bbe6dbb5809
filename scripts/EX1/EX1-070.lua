-- Fight for Your Pride!: [Main] play 1 purple level 4 or lower Digimon card from your trash without
-- paying; then, if you have a Digimon with [Myotismon] in its name, 1 of your Digimon gains <Blocker>
-- until the end of your opponent's next turn. [Security] only the play.
local function play_one(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), function(x)
    return game.card_kind(x) == "Digimon" and game.card_has_color(x, "purple") and (game.card_level(x) or 0) <= 4
  end), 1, 1, "cards")[1]
  if c then game.play(c) end
end
card:main(function(me)
  play_one(me)
  if #fx.digimon(me, function(d) return game.name_has(d, "Myotismon") end) > 0 then
    fx.change_one(me, me, {keywords = {"blocker"}}, "opponents_turn")
  end
end)
card:security(play_one)
