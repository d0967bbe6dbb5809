-- MetalGarurumon: when attacking, once per turn, unsuspend this Digimon. (The core activates it only
-- while this Digimon is still on the field, 15-4-4.)
card:when_attacking(function(me, self) game.unsuspend(self) end, {once_per_turn = true})
