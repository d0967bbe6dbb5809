-- Zudomon: [When Digivolving] trash 1 digivolution card from the bottom of 1 of the opponent's
-- Digimon. [Your Turn] this Digimon can also attack the opponent's unsuspended Digimon that have no
-- digivolution cards.
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.trash_sources(d, 1) end
end)
card:static{turn = "yours", allow = {"attack_unsuspended"}, attack_target = function(me, self, c, t) return game.no_sources(t) end}
