-- Plesiomon: [Your Turn] [Once Per Turn] when one of the opponent's digivolution cards is trashed,
-- <Draw 2>. [Your Turn] this Digimon can also attack the opponent's unsuspended Digimon that have no
-- digivolution cards.
card:when("digivolution_card_trashed", function(me) game.draw(me, 2) end,
  {whose = "opponents", turn = "yours", once_per_turn = true})
card:static{turn = "yours", allow = {"attack_unsuspended"}, attack_target = function(me, self, c, t) return game.no_sources(t) end}
