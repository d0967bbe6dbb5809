-- Happy Bullet Showering: while you have a Digimon with [Three Musketeers] in its type in play (the
-- battle area, Q1481), it may be used without meeting its colour requirements (<Use Req.>-like).
-- [Main] delete all of the opponent's Digimon with the lowest DP (every one tied for it, Q1482; at the
-- same time). [Security] the same.
card:use_requirement(diamond.musketeer_in_play)
local function effect(me)
  local ds = game.digimon(game.opponent(me))
  local low = fx.lowest_dp(ds)
  game.delete(fx.cards(ds, function(d) return game.dp(d) == low end))
end
card:main(effect)
card:security(effect)
