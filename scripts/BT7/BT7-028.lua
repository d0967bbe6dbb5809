-- KingWhamon: [When Attacking] you may play 1 level 3 Digimon card or 1 [Whamon] from this Digimon's
-- digivolution cards as another Digimon without paying. [Your Turn] when you play a Digimon from the
-- digivolution cards of one of your Digimon, return 1 of your opponent's level 4 or lower Digimon to
-- its owner's hand (its digivolution cards to the trash); a card made the top by <De-Digivolve> is not
-- played (Q1548).
card:when_attacking(function(me, self)
  local fit = fx.cards(game.source_cards(self), function(c)
    return game.card_kind(c) == "Digimon" and (game.card_level(c) == 3 or game.card_name(c) == "Whamon")
  end)
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:when("digimon_played", function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(4))
  if d then game.bounce(d) end
end, {whose = "own", turn = "yours", condition = function(me, self, c, d, f) return f.from == "battle area" end})
