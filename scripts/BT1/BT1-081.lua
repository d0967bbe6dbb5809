-- HerculesKabuterimon: <Piercing> (card data). [End of Attack] twice per turn, you may unsuspend this
-- Digimon by losing 3 memory.
card:end_of_attack(function(me, self)
  fx.by(me, function() game.lose_memory(me, 3) return true end, function() game.unsuspend(self) end)
end, {times_per_turn = 2})
