-- Titamon: [When Digivolving] trash 1 card in your hand; then you may play 1 purple level 4 or lower
-- Digimon card from your trash without paying (the card just trashed too). [Your Turn] [Once Per
-- Turn] when one of your effects trashes a card from your hand, this Digimon gets +2000 DP and
-- <Security Attack +1> for the turn.
local function purple4(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple") and game.card_level(c) <= 4
end
card:when_digivolving(function(me)
  local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
  if c then game.trash(c) end
  diamond.may_play(me, fx.cards(game.trash_cards(me), purple4))
end)
card:when("card_trashed", function(me, self) game.change(me, self, {dp = 2000, security_attack = 1}) end,
  {whose = "own", turn = "yours", once_per_turn = true, condition = diamond.trashed_from_hand_by_own})
