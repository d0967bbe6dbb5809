-- BlackWarGrowlmon: [Main] <Digi-Burst 3>: you may play 1 level 3 purple Digimon card from your trash
-- without paying; its [On Play] effects don't activate. Inherited: [When Attacking] [Once Per Turn]
-- you may delete 1 of your other Digimon; if you do, unsuspend this Digimon.
local function purple3(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "purple")
end
card:activated(function(me, self)
  if not game.digi_burst(me, self, 3) then return end
  local c = game.choose(me, fx.cards(game.trash_cards(me), purple3), 0, 1, "cards")[1]
  if c then game.play(c, 0, {on_play = false}) end
end, {condition = fx.can_digi_burst(3), has = {"digi_burst"}})
card:when_attacking(function(me, self)
  fx.by(me, function()
    local d = fx.choose_one(me, me, function(x) return x ~= self end)
    if not d then return false end
    game.delete(d)
    return not game.on_field(d)
  end, function() game.unsuspend(self) end)
end, {inherited = true, once_per_turn = true})
