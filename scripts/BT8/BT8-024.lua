-- Angemon: [Your Turn] when this Digimon would digivolve, if you have 3 or fewer security cards,
-- <Recovery +1 (Deck)> (after the digivolution is declared, before its cost is paid, Q1714).
-- Inherited: [When Attacking] if you have 3 or more security cards, return 1 of the opponent's
-- level 3 Digimon to its owner's hand.
card:when_would("digivolve", function(me) if game.security(me) <= 3 then game.recovery(me, 1) end end,
  {turn = "yours"})
card:when_attacking(function(me)
  if game.security(me) >= 3 then
    game.bounce(fx.choose(me, game.opponent(me), 1, function(d) return game.level(d) == 3 end))
  end
end, {inherited = true})
