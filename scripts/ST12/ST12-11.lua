-- Gankoomon: [When Digivolving] you may play 1 [Huckmon] (the name exactly) or 1 Digimon card with
-- [Sistermon] in its name from your trash without paying. [Your Turn] [Once Per Turn] when you play
-- another Digimon by an effect, <De-Digivolve 1> on up to 2 of your opponent's Digimon (one instance
-- on both, 16-12-1).
local function huckmon_or_sistermon(c)
  return game.card_kind(c) == "Digimon" and (game.card_name(c) == "Huckmon" or royal.sistermon_card(c))
end
card:when_digivolving(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), huckmon_or_sistermon), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
card:when("digimon_played", function(me)
  local ds = fx.choose(me, game.opponent(me), 2, nil, true)
  if #ds > 0 then game.de_digivolve(me, ds, 1) end
end, {whose = "own", turn = "yours", once_per_turn = true, condition = royal.another_played_by_effect})
