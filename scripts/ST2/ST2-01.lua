-- Tsunomon (inherited): on your turn, +1000 DP while battling an opponent's Digimon without digivolution cards.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me, self) local foe = game.battling(self) return foe ~= nil and game.sources(foe) == 0 end}
