-- Xiaomon (inherited): [Your Turn] while its player has 10 or more cards in the trash, this Digimon
-- gains <Retaliation>. (Read as the Digimon is deleted: a trash that reaches 10 only with the
-- deleted cards gives none, Q1153.)
card:static{inherited = true, turn = "yours", keywords = {"retaliation"},
  condition = function(me) return #game.trash_cards(me) >= 10 end}
