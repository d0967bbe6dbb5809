-- Jagamon: [When Attacking] reveal the top 3 cards of your deck; this Digimon may digivolve into 1
-- green level 6 Digimon card among them without paying the cost; the rest go to the bottom of the
-- deck in the order you choose. The revealed cards wait in the processing area (game.reveal), so the
-- digivolution's draw takes the next unrevealed card (15-15-3-5, Q931).
card:when_attacking(function(me, self)
  local shown = game.reveal(me, 3)
  local fits = fx.cards(shown, function(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 6 and game.card_has_color(c, "green")
      and game.can_digivolve(c, self)
  end)
  local pick = game.choose(me, fits, 0, 1, "cards")[1]
  if pick then game.digivolve(pick, self, 0) end
  fx.in_order(me, fx.cards(shown, function(c) return game.card_zone(c) == "processing" end),
    function(c) game.to_deck(c, "bottom") end)
end)
