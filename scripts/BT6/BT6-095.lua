-- Happy Bullet Showering: while you have a Digimon with [Three Musketeers] in its type in play, it
-- may be used without meeting its colour requirements (<Use Req.>-like, Q1481). [Main] delete all of
-- the opponent's Digimon with the lowest DP (every one tied for it, Q1482; at the same time).
-- [Security] the same.
card:use_requirement(function(me, d) return game.kind(d) == "Digimon" and fx.trait_has("Three Musketeers")(d) end)
local function effect(me)
  local ds, low = game.digimon(game.opponent(me)), nil
  for _, d in ipairs(ds) do if not low or game.dp(d) < low then low = game.dp(d) end end
  game.delete(fx.cards(ds, function(d) return game.dp(d) == low end))
end
card:main(effect)
card:security(effect)
