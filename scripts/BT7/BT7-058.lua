-- SkullKnightmon: [When Attacking] you may trash all digivolution cards of 1 of your [DeadlyAxemon] (it
-- may have none, Q1605) and place it at the bottom of this Digimon's digivolution cards to digivolve
-- this Digimon into a [DarkKnightmon] in your hand without paying.
-- Inherited: [Your Turn] while this Digimon has [Knightmon] or [Bagramon] in its name, <Security Attack +1>.
card:when_attacking(function(me, self)
  local axes = fx.digimon(me, function(d) return game.name(d) == "DeadlyAxemon" end)
  if #axes == 0 then return end
  fx.by(me, function()
    local d = game.choose(me, axes, 1, 1)[1]
    game.trash_sources(d, "all")
    return game.place_under(d, self, "bottom")
  end, function()
    local fit = fx.cards(game.hand(me), function(c) return game.card_name(c) == "DarkKnightmon" end)
    local c = game.choose(me, fit, 1, 1, "cards")[1]
    if c then game.digivolve(c, self, 0) end
  end)
end)
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me, self) return game.name_has(self, "Knightmon") or game.name_has(self, "Bagramon") end}
