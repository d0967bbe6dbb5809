-- EmperorGreymon: [When Digivolving] <Blitz>. [Your Turn] [Once Per Turn] when this Digimon is blocked,
-- unsuspend it, and gain 1 memory for each of its digivolution cards with [Hybrid] in its traits
-- (before the battle with the blocker, Q1519).
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
card:when("blocked", function(me, self)
  game.unsuspend(self)
  game.gain_memory(me, #fx.cards(game.source_cards(self), warriors.hybrid))
end, {whose = "self", turn = "yours", once_per_turn = true})
