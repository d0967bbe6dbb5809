-- Beowolfmon: when one of your Digimon with a Tamer card among its digivolution cards digivolves into
-- this card in your hand, the digivolution costs 2 less. [When Attacking] you may return 1 card with
-- [Hybrid] in its traits from this Digimon's digivolution cards to your hand to return 1 of your
-- opponent's level 4 or lower Digimon to its owner's hand (its digivolution cards to the trash).
warriors.tamer_discount(card)
card:when_attacking(function(me, self)
  local fit = fx.cards(game.source_cards(self), warriors.hybrid)
  if #fit == 0 then return end
  fx.by(me, function()
    game.move_source(game.choose(me, fit, 1, 1, "cards")[1], "hand")
    return true
  end, function()
    local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(4))
    if d then game.bounce(d) end
  end)
end)
