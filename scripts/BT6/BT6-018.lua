-- Agumon - Bond of Bravery: [When Attacking] if you have a Tamer in play, delete 1 of the opponent's
-- Digimon with 13000 DP or less ("if" read when it activates, 15-8-3-9). [Your Turn] [Once Per Turn]
-- when one of the opponent's Digimon is deleted (by its own [When Attacking] effect too, Q1411),
-- trash the top card of their security stack.
card:when_attacking(function(me)
  if #game.tamers(me) > 0 then fx.delete(me, {dp = 13000}) end
end)
card:when("digimon_deleted", function(me) game.trash_security(game.opponent(me), 1) end,
  {whose = "opponents", turn = "yours", once_per_turn = true})
