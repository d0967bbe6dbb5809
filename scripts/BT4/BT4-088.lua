-- DanDevimon: [Opponent's Turn] [Once Per Turn] when a card leaves your security stack (however,
-- Q1237, Q1239), trash the top card of the opponent's security stack (its [Security] effect does not
-- activate, Q1235). [On Deletion] the opponent chooses and trashes 2 cards of their hand (Q1236).
card:when("card_removed_from_security", function(me) game.trash_security(game.opponent(me), 1) end,
  {whose = "own", turn = "opponents", once_per_turn = true})
card:on_deletion(function(me)
  local foe = game.opponent(me)
  local n = math.min(2, #game.hand(foe))
  game.trash(game.choose(foe, game.hand(foe), n, n, "cards"))
end)
