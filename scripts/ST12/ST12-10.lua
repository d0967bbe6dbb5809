-- Jesmon: [When Digivolving] <Blitz>. [When Attacking] you may play 1 Digimon card with [Sistermon] in
-- its name from your hand without paying. [Your Turn] [Once Per Turn] when you play another Digimon by
-- an effect, this Digimon gets +3000 DP and <Security Attack +1> for the turn (its own [When
-- Attacking] play counts, and the bonus reaches the attack in progress, Q757).
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
card:when_attacking(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), royal.sistermon_card), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
card:when("digimon_played", function(me, self) game.change(me, self, {dp = 3000, security_attack = 1}) end,
  {whose = "own", turn = "yours", once_per_turn = true, condition = royal.another_played_by_effect})
