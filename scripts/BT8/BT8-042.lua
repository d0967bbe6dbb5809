-- Shakkoumon (no DNA requirement in its facts: see RULINGS.md). [When Digivolving] if you
-- have 5 or fewer security cards, <Recovery +1 (Deck)>; then, if this was a DNA digivolution, return
-- 1 of the opponent's Digimon whose level is at most the number of your security cards to its
-- owner's hand. Inherited: [When Attacking] 1 of the opponent's Digimon gets -3000 DP for the turn.
card:when_digivolving(function(me, self)
  if game.security(me) <= 5 then game.recovery(me, 1) end
  if game.dna_digivolved(self) then
    local n = game.security(me)
    game.bounce(fx.choose(me, game.opponent(me), 1, function(d) return (game.level(d) or 99) <= n end))
  end
end)
card:when_attacking(function(me) fx.change_one(me, game.opponent(me), {dp = -3000}) end, {inherited = true})
