-- Demonic Disaster: [Main] you may delete 1 of your Digimon; if you do, unsuspend 1 of your purple
-- Digimon. [Security] you may play 1 level 3 purple Digimon card from your trash without paying;
-- its [On Play] effects don't activate.
card:main(function(me)
  fx.by(me, function()
    local d = fx.choose_one(me, me)
    if not d then return false end
    game.delete(d)
    return not game.on_field(d)
  end, function()
    local d = fx.choose_one(me, me, fx.colored("purple"))
    if d then game.unsuspend(d) end
  end)
end)
local function purple3(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "purple")
end
card:security(function(me)
  if not game.yes_no(me) then return end
  local c = game.choose(me, fx.cards(game.trash_cards(me), purple3), 1, 1, "cards")[1]
  if c then game.play(c, 0, {on_play = false}) end
end)
