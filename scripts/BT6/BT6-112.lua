-- BeelStarmon: played from your hand, it costs 1 less for each [Three Musketeers] Digimon card and each
-- Option card with a memory cost of 7 in your trash. [On Play] return 1 Option card with a memory cost
-- of 7 from your trash to your hand; then use 1 Option card with a memory cost of 7 in your hand
-- without paying its memory cost: one whose colour requirements are met (Q1500), its cost its use cost
-- in the hand (game.use_cost: BT2-099 with 2 yellow Tamers is one; an Option whose cost only becomes 7
-- as it is used, BT7-100, is not: Q1501).
local function seven(c) return game.card_kind(c) == "Option" and game.use_cost(c) == 7 end
card:play_cost(function(me)
  return #fx.cards(game.trash_cards(me), function(c)
    return seven(c) or (game.card_kind(c) == "Digimon" and game.card_has_trait(c, "Three Musketeers"))
  end)
end)
card:on_play(function(me)
  game.to_hand(game.choose(me, fx.cards(game.trash_cards(me), seven), 1, 1, "cards"))
  local usable = fx.cards(game.hand(me), function(c) return seven(c) and game.can_use(c) end)
  local c = game.choose(me, usable, 1, 1, "cards")[1]
  if c then game.use(c) end
end)
