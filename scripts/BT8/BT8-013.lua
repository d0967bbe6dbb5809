-- BetelGammamon: [When Digivolving] <Blitz> (it may attack while the opponent has 1 or more memory).
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
