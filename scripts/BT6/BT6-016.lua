-- Jesmon: [When Attacking] you may play 1 Digimon card with [Sistermon] in its name from your hand or
-- trash without paying. [Your Turn] [Once Per Turn] when you play another Digimon (by its own
-- [When Attacking] too, Q1409), this Digimon gets +3000 DP and <Piercing> for the turn.
card:when_attacking(function(me)
  local cards = fx.cards(game.hand(me), diamond.sistermon_card)
  for _, c in ipairs(fx.cards(game.trash_cards(me), diamond.sistermon_card)) do cards[#cards + 1] = c end
  diamond.may_play(me, cards)
end)
card:when("digimon_played", function(me, self) game.change(me, self, {dp = 3000, keywords = {"piercing"}}) end,
  {whose = "own", turn = "yours", once_per_turn = true, condition = function(me, self, c, d) return d ~= self end})
