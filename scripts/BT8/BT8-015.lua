-- Silphymon (no DNA requirement in its facts: see RULINGS.md). [When Digivolving] 1 of the
-- opponent's Digimon gets -5000 DP for the turn; then, if this was a DNA digivolution, delete 1 of the
-- opponent's Digimon with 5000 DP or less. Inherited: [When Attacking] delete 1 of the opponent's
-- Digimon with 5000 DP or less.
card:when_digivolving(function(me, self)
  fx.change_one(me, game.opponent(me), {dp = -5000})
  if game.dna_digivolved(self) then fx.delete(me, {dp = 5000}) end
end)
card:when_attacking(function(me) fx.delete(me, {dp = 5000}) end, {inherited = true})
