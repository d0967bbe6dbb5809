-- ADR-09 Gatekeeper: [Security] it enters play at no cost and no battle takes place (once played it
-- is an ordinary Digimon, not a Security Digimon, Q3345). [On Play] with a [Mother D-Reaper] in play
-- (checked as the effect would activate, 15-8-3-9-2): <Recovery +1 (Deck)>. On the opponent's turn,
-- while its player has a [Mother D-Reaper] holding 6 or more digivolution cards, every opposing Digimon
-- has <Security Attack -1> (applied at once, even mid-attack: a check it removes never happens, Q3346).
card:security(function(me, self, c) game.play(c) end)
card:on_play(function(me) game.recovery(me, 1) end, {activate_if = function(me) return dreaper.in_play(me) end})
card:static{turn = "opponents", applies = "opponent_digimon", security_attack = -1,
  condition = function(me) return dreaper.fed(me, 6) end}
