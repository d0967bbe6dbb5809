-- Frozomon (<Blocker>: card data): [Your Turn] while the opponent has a Digimon with a digivolution
-- card in the battle area (not the breeding area, Q1719), this Digimon can't attack. Inherited: [All
-- Turns] [Once Per Turn] when a digivolution card of an opponent's Digimon is trashed (by
-- <Digi-Burst> too, Q1720), return 1 of the opponent's level 3 Digimon to its owner's hand.
card:static{turn = "yours", forbid = {"attack"},
  condition = function(me) return #fx.digimon(game.opponent(me), fx.has_sources) > 0 end}
card:when("digivolution_card_trashed", function(me)
  game.bounce(fx.choose(me, game.opponent(me), 1, function(d) return game.level(d) == 3 end))
end, {whose = "opponents", inherited = true, once_per_turn = true})
