-- MegaSeadramon: on your turn, this Digimon can't be blocked by the opponent's Digimon without
-- digivolution cards.
card:cannot_be_blocked_by(function(me, self, c, blocker) return game.sources(blocker) == 0 end, {turn = "yours"})
