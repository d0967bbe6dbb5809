-- Exermon: [When Digivolving] you may suspend 1 of your Digimon (this one too, Q1734) to suspend 1 of
-- the opponent's Digimon. Inherited: [All Turns] this Digimon gets +1000 DP for each of your other
-- suspended Digimon.
card:when_digivolving(function(me)
  fx.by(me, function()
    local d = fx.choose_one(me, me, game.can_suspend)
    return d ~= nil and game.suspend(d) == 1
  end, function()
    local t = fx.choose_one(me, game.opponent(me))
    if t then game.suspend(t) end
  end)
end)
card:static{inherited = true,
  dp = function(me, self) return 1000 * #fx.digimon(me, function(d) return d ~= self and game.suspended(d) end) end}
