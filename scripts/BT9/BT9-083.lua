-- Omnimon: Merciful Mode (may digivolve from a Digimon with [Omnimon] in its name for 3: card data).
-- [When Digivolving] for each card with the [Mega] trait among this Digimon's digivolution cards,
-- delete 1 of the opponent's Digimon (chosen and deleted one at a time, Q1882); then place 10 cards of
-- the opponent's trash at the bottom of their deck in the order its player chooses (Q1880; 10 once,
-- not per card, Q1882; fewer when fewer are there, Q1883; a Digi-Egg goes to the Digi-Egg deck,
-- Q1881: the core's). The effect resolves whole even if this card leaves meanwhile (Q1879).
-- [Start of Your Turn] trash the top card of this Digimon (mandatory, Q1884; not <De-Digivolve>: no
-- level 3 stop; with no digivolution cards nothing is trashed, Q1885; the card under it activates no
-- [When Digivolving], Q1886). If one was, trash the opponent's top security card.
card:when_digivolving(function(me, self)
  local opp = game.opponent(me)
  local megas = #fx.cards(game.source_cards(self), function(c) return game.card_has_trait(c, "Mega") end)
  fx.for_each(megas, function() fx.delete(me, {count = 1}) end)
  local trash = game.trash_cards(opp)
  local ten = #trash <= 10 and trash or game.choose(me, trash, 10, 10, "cards")
  fx.in_order(me, ten, function(c) game.to_deck(c, "bottom") end)
end)
card:start_of_your_turn(function(me, self)
  if game.trash_top(self) > 0 then game.trash_security(game.opponent(me), 1) end
end)
