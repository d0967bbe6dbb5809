-- Evolution Ancient: while you have a Digimon with [Hybrid] in its traits in play (the battle area),
-- it may be used without meeting its colour requirements (Q1677). [Main] 1 of your level 4 Digimon may
-- digivolve into 1 Digimon card in your hand with [Ten Warriors] in its traits whose requirement's
-- colour it matches, for its digivolution cost, ignoring its level. [Security] add this card to its
-- owner's hand.
local ignore = {ignore = "level"}
local function warriors(me, d)
  return fx.cards(game.hand(me), function(c)
    return game.card_kind(c) == "Digimon" and game.card_has_trait(c, "Ten Warriors") and game.can_digivolve(c, d, ignore)
  end)
end
card:use_requirement(function(me, d) return game.kind(d) == "Digimon" and game.has_trait(d, "Hybrid") end)
card:main(function(me)
  local d = game.choose(me, game.digimon(me, function(x) return game.level(x) == 4 and #warriors(me, x) > 0 end), 0, 1)[1]
  if not d then return end
  local c = game.choose(me, warriors(me, d), 1, 1, "cards")[1]
  game.digivolve(c, d, nil, ignore)
end)
card:security(function(me, self, c) game.to_hand(c) end)
