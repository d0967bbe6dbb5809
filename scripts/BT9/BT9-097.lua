-- Metal Storm: when you would use this card, if you have a Digimon with [X Antibody] (the card of that
-- name, Q1902) among its digivolution cards, it costs 2 less. [Main] return 1 of your opponent's level
-- 6 or lower Digimon to the hand. Then unsuspend 1 of your Digimon with [Garurumon] in its name.
-- [Security] the same [Main] effect.
local function antibody(me)
  return #game.digimon(me, function(d) return #fx.cards(game.source_cards(d), function(c) return game.card_name(c) == "X Antibody" end) > 0 end) > 0
end
card:when_would("be_used", nil, {reduce = 2, condition = function(me) return antibody(me) end})
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(6))
  if d then game.bounce(d) end
  local g = fx.choose_one(me, me, function(x) return game.name_has(x, "Garurumon") end)
  if g then game.unsuspend(g) end
end
card:main(effect)
card:security(effect)
