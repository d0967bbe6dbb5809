-- MegaKabuterimon (inherited): on your turn, once per turn, when this Digimon deletes an opponent's
-- Digimon in battle and survives, trash the top card of the opponent's security stack (its
-- [Security] effect does not activate, Q652; an empty stack: nothing, no win, Q653).
card:when("deleted_one_in_battle", function(me) game.trash_security(game.opponent(me), 1) end,
  {inherited = true, turn = "yours", whose = "self", once_per_turn = true})
