-- Rasielmon: [When Digivolving] <Recovery +2 (Deck)>. [End of Opponent's Turn] trash the top card of
-- your security stack (no [Security] effect, Q1207; none left is no loss, Q1206; each copy trashes
-- one, Q1208).
card:when_digivolving(function(me) game.recovery(me, 2) end)
card:end_of_opponents_turn(function(me) game.trash_security(me, 1) end)
