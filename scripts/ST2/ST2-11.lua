-- MetalGarurumon: when attacking, once per turn, unsuspend this Digimon.
card:when_attacking(function(me, self) if game.on_field(self) then game.unsuspend(self) end end,
  {once_per_turn = true})
