-- Nail Bone: you may play 1 purple level 3 and 1 purple level 4 Digimon card from your trash without
-- paying (either alone when only one is there, Q678); their [On Play] effects do not activate.
-- Security: you may play 1 purple level 4 or lower Digimon card from your trash the same way.
local function purple(at_most, exactly)
  return function(c)
    local lv = game.card_level(c) or 0
    return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple")
      and (exactly and lv == exactly or not exactly and lv <= at_most)
  end
end
local function pick(me, filter) return game.choose(me, fx.cards(game.trash_cards(me), filter), 0, 1, "cards")[1] end
card:main(function(me)
  local three, four = pick(me, purple(nil, 3)), pick(me, purple(nil, 4))
  if three then game.play(three, 0, {on_play = false}) end
  if four then game.play(four, 0, {on_play = false}) end
end)
card:security(function(me)
  local c = pick(me, purple(4))
  if c then game.play(c, 0, {on_play = false}) end
end)
