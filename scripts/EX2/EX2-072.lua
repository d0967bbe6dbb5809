-- Blue Card: while you have a Tamer in play, this card may be used without meeting its colour
-- requirements. [Main] reveal the top 5 cards of your deck (as many as there are, Q3365). You may
-- digivolve 1 of your Digimon into 1 non-white Digimon card among them without paying its memory cost
-- (its requirements met as usual); if you don't (declined, Q3362, or it did not digivolve), add 1
-- Digimon card among them to your hand. The rest go to the bottom of the deck in any order. The
-- digivolution's draw takes a card of the deck, not a revealed one, and its [When Digivolving] effects
-- wait until this effect is done (Q3363, Q3364: the core's). [Security] you may play 1 Tamer card from
-- your hand without paying its memory cost.
card:use_requirement(function(me, d) return game.kind(d) == "Tamer" end)
card:main(function(me)
  local shown = game.reveal(me, 5)
  local function onto(x) return game.digimon(me, function(d) return game.can_digivolve(x, d) end) end
  local fits = fx.cards(shown, function(x)
    return game.card_kind(x) == "Digimon" and not game.card_has_color(x, "white") and #onto(x) > 0
  end)
  local x = game.choose(me, fits, 0, 1, "cards")[1]
  local done = false
  if x then done = game.digivolve(x, game.choose(me, onto(x), 1, 1)[1], 0) end
  if not done then game.to_hand(game.choose(me, fx.cards(shown, fx.card_kind("Digimon")), 1, 1, "cards")) end
  fx.place_revealed(me, shown, "bottom")
end)
card:security(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), fx.card_kind("Tamer")), 0, 1, "cards")[1]
  if c then game.play(c) end
end)
