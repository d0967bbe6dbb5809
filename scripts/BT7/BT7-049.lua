-- MameTyramon: [When Attacking] reveal the top 3 cards of your deck (as many as there are, Q1590); you
-- may digivolve this Digimon into a green level 6 card among them without paying (the bonus draw from
-- the unrevealed deck, Q1588; or not, Q1587); the rest to the bottom in any order, before the new
-- card's [When Digivolving] activates (Q1589).
card:when_attacking(function(me, self)
  local shown = game.reveal(me, 3)
  local fit = fx.cards(shown, function(c)
    return game.card_has_color(c, "green") and game.card_level(c) == 6 and game.can_digivolve(c, self)
  end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.digivolve(c, self, 0) end
  fx.place_revealed(me, shown)
end)
