-- AvengeKidmon: played from the hand, it costs 1 less for each Option card in both players' trashes
-- (together, Q1517). [On Play] return every card with [Three Musketeers] in its traits and every Option
-- card of both trashes to the bottom of their owners' decks, at the same time, in the order its player
-- chooses (Q1518); if 7 or more were returned, delete 1 of your opponent's Digimon with [Three
-- Musketeers] in its traits or with 8000 DP or less.
local function options(p) return #fx.cards(game.trash_cards(p), fx.card_kind("Option")) end
card:play_cost(function(me) return options(me) + options(game.opponent(me)) end)

local musketeer = fx.card_trait_has("Three Musketeers")
card:on_play(function(me)
  local back = {}
  for _, p in ipairs({me, game.opponent(me)}) do
    for _, c in ipairs(game.trash_cards(p)) do
      if musketeer(c) or game.card_kind(c) == "Option" then back[#back + 1] = c end
    end
  end
  local order = {}
  fx.in_order(me, back, function(c) order[#order + 1] = c end)
  local n = game.to_deck(order, "bottom")
  if n >= 7 then
    local within = fx.deletion_dp_at_most(me, 8000)
    fx.delete(me, {filter = function(d) return fx.trait_has("Three Musketeers")(d) or within(d) end})
  end
end)
