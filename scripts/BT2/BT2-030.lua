-- MetalSeadramon: [On Play] return up to 2 of the opponent's level 4 or lower Digimon to the hand
-- (their digivolution cards to the trash). On your turn, this Digimon can't be blocked by the
-- opponent's Digimon without digivolution cards.
card:on_play(function(me)
  game.bounce(fx.choose(me, game.opponent(me), 2, fx.level_at_most(4), true))
end)
card:cannot_be_blocked_by(function(me, self, c, blocker) return game.sources(blocker) == 0 end, {turn = "yours"})
