-- JetSilphymon: when one of your Digimon with a Tamer card among its digivolution cards digivolves into
-- this card in your hand, the digivolution costs 2 less. [When Digivolving] if a card with [Hybrid] in
-- its traits is among this Digimon's digivolution cards, <Recovery +1 (Deck)>.
warriors.tamer_discount(card)
card:when_digivolving(function(me, self)
  if warriors.in_sources(self, warriors.hybrid) then game.recovery(me, 1) end
end)
