-- Qualialise Blast: used from the hand, its cost is the number of your security cards (0 with none,
-- Q1667): it costs its printed cost minus that many less. [Main] 1 of your opponent's Digimon gets -3000 DP
-- for the turn; then 1 of your [Rasenmon] (one in play as the effect activates, Q1668) gains <Security
-- Attack +1> for the turn. [Security] add this card to its owner's hand.
card:play_cost(function(me, self, c) return game.card_cost(c) - game.security(me) end)
card:main(function(me)
  fx.change_one(me, game.opponent(me), {dp = -3000})
  fx.change_one(me, me, {security_attack = 1}, "turn", function(d) return game.name(d) == "Rasenmon" end)
end)
card:security(function(me, self, c) game.to_hand(c) end)
