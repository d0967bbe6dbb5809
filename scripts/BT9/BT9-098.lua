-- Awakening of the Golden Knight: it may be used without meeting its colour requirements while you
-- have a Digimon with [Armor Form] in its traits. [Main] you may digivolve 1 of your Digimon with
-- [Armor Form] in its traits into a Digimon card with [Magnamon] in its name in your hand, ignoring
-- its digivolution requirements (8-1-2-2) and without paying its cost; the Digimon that digivolved so
-- can't have its DP reduced by your opponent's effects until the end of your opponent's turn (its own
-- player's effects still can). [Security] return 1 card with [Magnamon] in its name from your trash to
-- your hand, and add this card to your hand.
local ignore = {ignore = "requirements"}
local function magnamon(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Magnamon") end
local function into(me, d)
  return fx.cards(game.hand(me), function(c) return magnamon(c) and game.can_digivolve(c, d, ignore) end)
end
card:use_requirement(awaken.armor_use_requirement)
card:main(function(me)
  local d = game.choose(me, game.digimon(me, function(x) return awaken.armor(x) and #into(me, x) > 0 end), 0, 1)[1]
  if not d then return end
  local c = game.choose(me, into(me, d), 1, 1, "cards")[1]
  if game.digivolve(c, d, 0, ignore) then
    game.change(me, d, {forbid = {"be_dp_reduced_by_opponents_effects"}}, "opponents_turn")
  end
end)
card:security(function(me, self, c)
  local back = game.choose(me, fx.cards(game.trash_cards(me), function(x) return game.card_name_has(x, "Magnamon") end), 1, 1, "cards")[1]
  if back then game.to_hand(back) end
  game.to_hand(c)
end)
