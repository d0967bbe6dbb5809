-- Ikkakumon: [Your Turn] this Digimon can also attack the opponent's unsuspended Digimon that have no
-- digivolution cards.
card:static{turn = "yours", allow = {"attack_unsuspended"}, attack_target = function(me, self, c, t) return game.no_sources(t) end}
