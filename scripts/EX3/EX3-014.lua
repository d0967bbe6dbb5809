-- Dorbickmon: DigiXros -2 and <Rush> are card data. [On Play] delete 1 of your opponent's Digimon with
-- 3000 DP or less, the maximum raised by 2000 for each card with [Dragon], [saur] or [Ceratopsian] in
-- one of its traits (Dragonkin counts, Q3377) among this Digimon's digivolution cards. The 3000 is the
-- printed number of a DP-based deletion (15-15-4: other effects may raise it too).
card:on_play(function(me, self)
  local n = #fx.cards(game.source_cards(self), draconic.card_dragonish)
  fx.delete(me, {dp = 3000 + 2000 * n})
end)
