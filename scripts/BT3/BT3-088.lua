-- LadyDevimon: [When Digivolving] <Draw 2>, then trash 2 cards of your hand. Inherited: [Your Turn] [Once
-- Per Turn] when you use an Option card, delete 1 of the opponent's level 3 Digimon.
card:when_digivolving(function(me)
  game.draw(me, 2)
  game.trash(game.choose(me, game.hand(me), 2, 2, "cards"))
end)
card:when("option_used", function(me)
  fx.delete(me, {filter = function(d) return game.level(d) == 3 end})
end, {inherited = true, whose = "own", turn = "yours", once_per_turn = true})
