-- Zhuqiaomon: [When Digivolving] the opponent chooses 1 of their Digimon (not one in the breeding
-- area, Q1705); every other Digimon in the battle areas but this one is deleted, both players', at
-- the same time (Q1703; none in a breeding area, Q1704; all of yours when they have none, Q1706;
-- <Decoy>, <Armor Purge> and the like may prevent it, Q1707); gain 1 memory for each Digimon this
-- deleted. [Your Turn] when opponent's Digimon are deleted, this Digimon gains <Security Attack +1>
-- for the turn for each of them.
card:when_digivolving(function(me, self)
  local opp = game.opponent(me)
  local kept = game.choose(opp, game.digimon(opp), 1, 1)[1]
  local doomed = {}
  for _, p in ipairs({me, opp}) do
    for _, d in ipairs(game.digimon(p, function(d) return d ~= self and d ~= kept end)) do doomed[#doomed + 1] = d end
  end
  game.delete(doomed)
  local n = #fx.cards(doomed, function(d) return game.deletion(d) ~= nil end)
  game.gain_memory(me, n)
end)
card:when("digimon_deleted", function(me, self, c, d, f) game.change(me, self, {security_attack = f.count}) end,
  {whose = "opponents", turn = "yours"})
