-- ExTyrannomon: <Blocker> (card data). [All Turns] while this Digimon has no digivolution cards, it
-- can't attack or block.
card:static{forbid = {"attack", "block"}, condition = function(me, self) return game.sources(self) == 0 end}
