-- ADR-09 Gatekeeper: [Security] play this card without battling and without paying its cost (played, it
-- is a Digimon like any other, not a Security Digimon, Q3345). [On Play] if you have a [Mother
-- D-Reaper] in play (read as the effect would activate, 15-8-3-9-2), <Recovery +1 (Deck)>. [Opponent's
-- Turn] while you have a [Mother D-Reaper] with 6 or more digivolution cards in play, all of your
-- opponent's Digimon get <Security Attack -1> (at once, also in the middle of an attack: a check it
-- takes away does not happen, Q3346).
card:security(function(me, self, c) game.play(c) end)
card:on_play(function(me) game.recovery(me, 1) end, {activate_if = function(me) return dreaper.in_play(me) end})
card:static{turn = "opponents", applies = "opponent_digimon", security_attack = -1,
  condition = function(me) return dreaper.fed(me, 6) end}
