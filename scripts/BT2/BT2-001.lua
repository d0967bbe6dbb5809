-- Gigimon (inherited): on your turn, +1000 DP while the opponent has 5 or more cards in their trash.
card:static{inherited = true, turn = "yours", dp = 1000,
  condition = function(me) return #game.trash_cards(game.opponent(me)) >= 5 end}
