-- Asuramon: [When Digivolving] <Blitz>.
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
