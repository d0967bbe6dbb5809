-- Myotismon: [Your Turn] when this Digimon digivolves into a Digimon card with [Myotismon] in its
-- name from your hand, the digivolution costs 1 less (not in the breeding area, Q3246: the core's).
-- Inherited: [Your Turn] while this Digimon has [Myotismon] in its name, all of your Digimon with
-- <Retaliation> can also attack the opponent's unsuspended level 4 or lower Digimon.
card:discount_digivolutions_from_hand(function(me, self, c, x) return game.card_name_has(x, "Myotismon") and 1 or 0 end, {turn = "yours"})
card:static{inherited = true, turn = "yours", applies = "own_digimon", allow = {"attack_unsuspended"},
  condition = function(me, self, c, d) return game.name_has(self, "Myotismon") and game.has_keyword(d, "retaliation") end,
  attack_target = function(me, self, c, t) return (game.level(t) or 0) <= 4 end}
