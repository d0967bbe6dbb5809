-- Takuya Kanbara (a red Tamer).
-- [Main] [Once Per Turn] you may place 5 cards with [Hybrid] in their traits from your trash under this
-- Tamer, in the order you choose, to digivolve it into an [EmperorGreymon] in your hand, paying that
-- card's digivolution cost, as if this Tamer were a level 5 red Digimon. The 5 cards are what the
-- effect asks first: with 4 or fewer such cards in the trash it can't be activated (Q1653); once they
-- are placed the digivolution is still a "may" (Q1652), and only into an [EmperorGreymon] (Q1654).
-- Inherited: [Your Turn] this Digimon gets +2000 DP; while it has 10000 DP or more it gains
-- <Security Attack +1> (the same [Your Turn] effect).
-- [Security] play this card without paying its memory cost.
warriors.hybrid_tamer_digivolve(card, game.trash_cards, "EmperorGreymon", "red")
card:static{inherited = true, turn = "yours", dp = 2000}
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me, self) return game.dp(self) >= 10000 end}
card:security(function(me, self, c) game.play(c) end)
