-- WarGreymon: on your turn, Security Attack +1 for every 2 digivolution cards it has.
card:static{turn = "yours", security_attack = function(me, self) return game.sources(self) // 2 end}
