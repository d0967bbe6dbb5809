-- Kenta Kitagawa: [Your Turn] when you would play a [MarineAngemon] from your hand, its play cost is 1
-- less. [Your Turn] when you play a blue Digimon, you may suspend this Tamer to trash the bottom
-- digivolution card of 1 of your opponent's Digimon; then, if the Digimon played is [MarineAngemon],
-- trash the bottom digivolution card of every one of your opponent's Digimon (at the same time). The
-- played Digimon's name is read while it is on the field (the API reads no name of one that has left).
-- [Security] play this card without paying its cost.
card:when_would("be_played", nil, {any = true, turn = "yours", reduce = 1, condition = function(me, self, c, x)
  return game.card_name(x) == "MarineAngemon" and game.card_zone(x) == "hand"
end})
card:when("digimon_played", function(me, self, c, d)
  if not fx.paid_by_suspending(self) then return end
  local t = fx.choose_one(me, game.opponent(me))
  if t then game.trash_sources(t, 1) end
  if game.on_field(d) and game.name(d) == "MarineAngemon" then
    game.trash_sources(game.digimon(game.opponent(me)), 1)
  end
end, {whose = "own", turn = "yours", optional = true, condition = function(me, self, c, d)
  return game.has_color(d, "blue") and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
