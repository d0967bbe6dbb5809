-- Yaamon (inherited): [Your Turn] while your trash holds 10 or more cards, this Digimon gets +2000 DP.
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me) return #game.trash_cards(me) >= 10 end}
