-- Parasitemon: [End of Attack] you may place this Digimon as the bottom digivolution card of another of
-- your Digimon (erratum 2025-08-01: another, Q3323; one without a level too, Q3321); only its top card
-- goes there, the cards under it are trashed (Q3320, 4-7-8). Inherited: <Security Attack +1> (card data)
-- and [Your Turn] +2000 DP (both apply, Q3322).
card:end_of_attack(function(me, self)
  local to = game.choose(me, fx.digimon(me, function(d) return d ~= self end), 0, 1)[1]
  if to then game.place_under(self, to, "bottom") end
end)
card:static{inherited = true, turn = "yours", dp = 2000}
