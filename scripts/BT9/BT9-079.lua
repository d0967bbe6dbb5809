-- GranDracmon: [When Digivolving] you may play 1 purple level 3 Digimon card from your trash without
-- paying. [End of Attack] [Once Per Turn] you may digivolve 1 of your other Digimon into a Digimon card
-- with [Undead] or [Dark Animal] in its traits from your trash without paying (meeting its
-- requirements, Q1872).
card:when_digivolving(function(me)
  local fits = fx.cards(game.trash_cards(me), function(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 and game.card_has_color(c, "purple")
  end)
  local c = game.choose(me, fits, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:end_of_attack(function(me, self)
  local cards = fx.cards(game.trash_cards(me), function(c) return game.card_kind(c) == "Digimon" and xab.undead(c) end)
  local function can(d) return #fx.cards(cards, function(c) return game.can_digivolve(c, d) end) > 0 end
  local d = game.choose(me, game.digimon(me, function(x) return x ~= self and can(x) end), 1, 1)[1]
  if not d then return end
  local c = game.choose(me, fx.cards(cards, function(x) return game.can_digivolve(x, d) end), 1, 1, "cards")[1]
  game.digivolve(c, d, 0)
end, {once_per_turn = true, optional = true})
