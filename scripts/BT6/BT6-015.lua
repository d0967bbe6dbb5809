-- SaviorHuckmon: [When Digivolving] you may play 1 Digimon card with [Sistermon] in its name from your
-- hand without paying. Inherited: [When Attacking] [Once Per Turn] if you have a Digimon with
-- [Sistermon] in its name in play, unsuspend this Digimon. The "if" is read as the effect would
-- activate (15-8-3-9-2, 15-8-3-9-3); unmet, it is not activated and the use is kept (15-6-3, 15-14-1-4).
card:when_digivolving(function(me) diamond.may_play(me, fx.cards(game.hand(me), diamond.sistermon_card)) end)
card:when_attacking(function(me, self) game.unsuspend(self) end,
  {inherited = true, once_per_turn = true, activate_if = diamond.sistermon_in_play})
