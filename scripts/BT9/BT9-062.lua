-- Raptordramon (inherited): [End of Attack] if this Digimon has [Alphamon] in its name, delete 1 of
-- your opponent's Digimon with a play cost of 5 or less.
card:end_of_attack(function(me, self)
  if game.name_has(self, "Alphamon") then fx.delete(me, {filter = function(d) return (game.cost(d) or 99) <= 5 end}) end
end, {inherited = true})
