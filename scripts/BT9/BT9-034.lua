-- Salamon (X Antibody): digivolves from [Salamon] for 0 (card data). [When Digivolving] look at the
-- top card of your security stack; you may add it to your hand, and if you do, <Recovery +1 (Deck)>.
-- Not added, it stays where it is, face down (Q1833).
card:when_digivolving(function(me)
  local top = game.security_cards(me)[1]
  if top and game.yes_no(me) then
    game.to_hand(top)
    game.recovery(me, 1)
  end
end)
