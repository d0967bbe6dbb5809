-- Kyaromon (inherited): [Your Turn] [Once Per Turn] when one of the opponent's digivolution cards is
-- trashed, <Draw 1>. The cards of a Digimon returned to the hand go to the trash as it leaves: no
-- digivolution card is trashed (Q1399; the core's digivolution_card_trashed leaves them out).
card:when("digivolution_card_trashed", function(me) game.draw(me, 1) end,
  {whose = "opponents", inherited = true, turn = "yours", once_per_turn = true})
