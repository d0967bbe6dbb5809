-- Gankoomon: [When Digivolving] delete all of the opponent's Digimon with the lowest play cost (every
-- one tied for it, Q1460; at the same time). [Your Turn] while the opponent has an unsuspended
-- Digimon, this Digimon gains <Security Attack +1> (lost when the last one is suspended, Q1461).
card:when_digivolving(function(me)
  local ds, low = fx.digimon(game.opponent(me), function(d) return game.cost(d) ~= nil end), nil
  for _, d in ipairs(ds) do if not low or game.cost(d) < low then low = game.cost(d) end end
  game.delete(fx.cards(ds, function(d) return game.cost(d) == low end))
end)
card:static{turn = "yours", security_attack = 1,
  condition = function(me) return #fx.digimon(game.opponent(me), function(d) return not game.suspended(d) end) > 0 end}
