-- DeathXmon: when you would play this card, its play cost is 3 less for each Digimon and Tamer your
-- opponent has in play (their total, Q1928). [On Play] [When Digivolving] <De-Digivolve 1> on all of
-- your opponent's Digimon (one instance), then delete all of their level 4 or lower Digimon. [End of
-- Opponent's Turn] [Once Per Turn] delete all of your opponent's Digimon with the lowest play cost.
card:when_would("be_played", nil, {reduce = function(me)
  local opp = game.opponent(me)
  return math.min(20, 3 * (#game.digimon(opp) + #game.tamers(opp)))
end})
local function effect(me)
  local opp = game.opponent(me)
  local all = game.digimon(opp)
  if #all > 0 then game.de_digivolve(me, all, 1) end
  local low = game.digimon(opp, fx.level_at_most(4))
  if #low > 0 then game.delete(low) end
end
card:on_play(effect)
card:when_digivolving(effect)
card:end_of_opponents_turn(function(me)
  local opp, low = game.opponent(me), 99
  for _, d in ipairs(game.digimon(opp)) do low = math.min(low, game.cost(d) or 99) end
  local list = game.digimon(opp, function(d) return (game.cost(d) or 99) == low end)
  if #list > 0 then game.delete(list) end
end, {once_per_turn = true})
