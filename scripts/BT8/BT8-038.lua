-- Magnamon (<Blocker>, <Armor Purge>: card data). [When Digivolving]
-- unsuspend this Digimon, and it gets +2000 DP until the end of the opponent's next turn for each card
-- with [Armor Form] in its traits in your trash (kept if <Armor Purge> then trashes this card, Q1726).
card:when_digivolving(function(me, self)
  game.unsuspend(self)
  local n = #fx.cards(game.trash_cards(me), awaken.armor_card)
  if n > 0 then fx.self_dp(me, self, 2000 * n, "opponents_turn") end
end)
