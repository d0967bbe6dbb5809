-- Gewalt Schwärmer: while you have a Digimon with [Three Musketeers] in its type in play (the battle
-- area, Q1489), it may be used without meeting its colour requirements. [Main] delete all Digimon,
-- yours too (Q1490), with a play cost of 7 or less, at the same time. [Security] add this card to its
-- owner's hand.
card:use_requirement(diamond.musketeer_in_play)
local function cheap(d) local cost = game.cost(d) return cost ~= nil and cost <= 7 end
card:main(function(me)
  local all = fx.digimon(me, cheap)
  for _, d in ipairs(fx.digimon(game.opponent(me), cheap)) do all[#all + 1] = d end
  game.delete(all)
end)
card:security(function(me, self, c) game.to_hand(c) end)
