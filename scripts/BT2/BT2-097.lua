-- Lightning Paw: [Main] 3 of your opponent's level 3 Digimon (as many as there are: the erratum of
-- 2021-05-14 drops "up to") get -4000 DP for the turn. [Security] the same.
local function effect(me)
  game.change(me, fx.choose(me, game.opponent(me), 3, function(d) return game.level(d) == 3 end), {dp = -4000}, "turn")
end
card:main(effect)
card:security(effect)
