-- ADR-02 Searcher: a deck may hold up to 50 of it (card data `copies`). When this card would be played
-- from your hand, if you have no other [ADR-02 Searcher] in play (also met with no Digimon at all,
-- Q3342), its play cost is 2 less. [Your Turn] this Digimon can't attack players. [On Play] <Draw 1>.
-- Inherited: [Your Turn] all of your Digimon with [D-Reaper] in one of their traits get +1000 DP.
local function searcher(d) return game.name(d) == "ADR-02 Searcher" end
card:when_would("be_played", nil, {reduce = 2, condition = function(me, self, c)
  return game.card_zone(c) == "hand" and #fx.digimon(me, searcher) == 0
end})
card:static{turn = "yours", forbid = {"attack_players"}}
card:on_play(function(me) game.draw(me, 1) end)
card:static{inherited = true, turn = "yours", applies = "own_digimon", dp = 1000,
  condition = function(me, self, c, d) return fx.trait_has("D-Reaper")(d) end}
