-- Yaamon (inherited): on your turn, +1000 DP while you have 5 or more cards in your trash.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me) return #game.trash_cards(me) >= 5 end}
