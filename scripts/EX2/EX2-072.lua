-- Blue Card: its colour requirements may be ignored while its player has a Tamer in play. [Main] the
-- player reveals the deck's top 5 (fewer when the deck is shorter, Q3365) and may digivolve one of their
-- Digimon, at no cost, into a revealed Digimon card that is not white (its requirements met as usual);
-- when that does not happen (declined, Q3362, or it did not digivolve), a revealed Digimon card goes to
-- the hand instead. The others go under the deck in an order the player picks. The digivolution's draw
-- comes from the deck, not the revealed cards, and its [When Digivolving] effects wait until this
-- effect ends (Q3363, Q3364: the core's). [Security] the player may put a Tamer card from the hand into
-- play at no cost.
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
