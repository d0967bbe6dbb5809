-- Acid Injection: [Main] trash the top card of your security stack; then 1 of the opponent's Digimon
-- gets -5000 DP for the turn (also with no security card to trash, Q1485). [Security] add this card
-- to its owner's hand.
card:main(function(me)
  game.trash_security(me, 1)
  fx.change_one(me, game.opponent(me), {dp = -5000})
end)
card:security(function(me, self, c) game.to_hand(c) end)
