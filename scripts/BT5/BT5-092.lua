-- Nokia Shiramine: [On Play] you may play 1 [Agumon] or [Gabumon] from your hand without paying.
-- [Main] when one of your Digimon digivolves into a Digimon card from your hand with [Garurumon],
-- [Omnimon] or [Greymon] (but not DoruGreymon, BurningGreymon or DexDoruGreymon) in its name, you
-- may suspend this Tamer to make that digivolution cost 1 less (your main phase: your turn).
local function rookie(c) return game.card_name(c) == "Agumon" or game.card_name(c) == "Gabumon" end
card:on_play(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), rookie), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
card:discount_digivolutions_from_hand(function(me, self, c, x)
  if game.card_kind(x) ~= "Digimon" then return 0 end
  local named = game.card_name_has(x, "Garurumon") or game.card_name_has(x, "Omnimon") or omni.greymon(game.card_name(x))
  return named and 1 or 0
end, {whose = "own", turn = "yours", suspend = true})
card:security(function(me, self, c) game.play(c) end)
