-- LadyDevimon: [When Digivolving] you may trash the top 3 cards of your deck (Q3245). Inherited:
-- [Your Turn] [Once Per Turn] when you play a Digimon from your trash, gain 1 memory.
card:when_digivolving(function(me) game.trash(game.deck_top(me, 3)) end, {optional = true})
card:when("digimon_played", function(me) game.gain_memory(me, 1) end,
  {inherited = true, turn = "yours", whose = "own", once_per_turn = true,
   condition = function(me, self, c, d, f) return f.from == "trash" end})
