-- Beelzemon: while you have 10 or more cards in your trash, your [Impmon] in the battle area (not the
-- breeding area, Q1042) can digivolve into this card from your hand for 4, ignoring its
-- requirements (by an effect's digivolution too, Q1043). [When Digivolving] delete 1 of your
-- opponent's level 4 or lower Digimon.
card:digivolve_from(function(me, self, c, d) return game.name(d) == "Impmon" and #game.trash_cards(me) >= 10 end, 4)
card:when_digivolving(function(me) fx.delete(me, {filter = fx.level_at_most(4)}) end)
