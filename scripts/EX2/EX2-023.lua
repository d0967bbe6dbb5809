-- Taomon: [When Digivolving] you may play 1 [Rika Nonaka] from your hand without paying its cost.
-- Inherited: [Your Turn] [Once Per Turn] when you use an Option card with a use cost of 2 or more
-- (Q3316, Q5483, Q5484: kitsune.on_option), 1 of your opponent's Digimon gets -2000 DP for the turn.
card:when_digivolving(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), function(x) return game.card_name(x) == "Rika Nonaka" end), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
kitsune.on_option(card, kitsune.weaken(2000), {inherited = true, once_per_turn = true})
