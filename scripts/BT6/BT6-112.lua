-- BeelStarmon: its play from the hand is 1 cheaper per Digimon card with the Three Musketeers trait and
-- per Option of cost 7 that its player has in the trash. [On Play] an Option of cost 7 goes from the
-- trash back to the hand; after that, its player uses, for free, an Option of cost 7 held in the hand:
-- only one whose colour requirements are met (Q1500), its cost read as its use cost in the hand
-- (game.use_cost: BT2-099 with 2 yellow Tamers is one; an Option that only costs 7 once it is being
-- used, BT7-100, is not: Q1501).
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
