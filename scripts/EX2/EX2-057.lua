-- Kenta Kitagawa: on its player's turn, a [MarineAngemon] played from the hand costs 1 less. Also
-- on that turn, when the player plays a blue Digimon, they may suspend this Tamer: the lowest
-- digivolution card of one opposing Digimon goes to the trash; after that, if the Digimon played was
-- [MarineAngemon], the lowest digivolution card of each opposing Digimon goes too (one action). The
-- played Digimon's name is read while it is on the field (the API reads no name of one that has left).
-- [Security] it is played at no cost.
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
