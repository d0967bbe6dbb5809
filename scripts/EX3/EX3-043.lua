-- Entmon: <Digisorption -3> (card data). [When Digivolving] if you have 2 or more suspended Digimon in
-- the battle area (this one too), unsuspend this Digimon (a processing condition, read as it would
-- activate).
card:when_digivolving(function(me, self) game.unsuspend(self) end,
  {activate_if = function(me) return #fx.digimon(me, game.suspended) >= 2 end})
