-- ChaosGallantmon: [When Digivolving] you may delete 1 of your other Digimon; if you do, delete 1 of
-- your opponent's level 5 or lower Digimon. [Your Turn] [Once Per Turn] when another of your Digimon
-- is deleted, you may play 1 level 3 purple Digimon card from your trash without paying; its
-- [On Play] effects don't activate.
local function purple3(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "purple")
end
card:when_digivolving(function(me, self)
  fx.by(me, function()
    local d = fx.choose_one(me, me, function(x) return x ~= self end)
    if not d then return false end
    game.delete(d)
    return not game.on_field(d)
  end, function() fx.delete(me, {filter = fx.level_at_most(5)}) end)
end)
card:when("digimon_deleted", function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), purple3), 1, 1, "cards")[1]
  if c then game.play(c, 0, {on_play = false}) end
end, {whose = "own", turn = "yours", once_per_turn = true, optional = true,
  condition = function(me, self, c, d) return d ~= self end})
