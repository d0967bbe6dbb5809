-- Etemon: [Your Turn] when this Digimon digivolves into a Digimon card with [Etemon] in its name from
-- your hand, the digivolution costs 1 less (not in the breeding area, Q3239). Inherited: [Your Turn]
-- while this Digimon has [Etemon] in its name, <Jamming>.
card:discount_digivolutions_from_hand(function(me, self, c, x)
  return (game.card_kind(x) == "Digimon" and game.card_name_has(x, "Etemon")) and 1 or 0
end, {turn = "yours"})
card:static{inherited = true, turn = "yours", keywords = {"jamming"},
  condition = function(me, self) return game.name_has(self, "Etemon") end}
