-- Reaper: <Rush> (card data). As it printed 20, its first effect (erratum of 2022-07-01: "set", where
-- it said "reduce"): when you would play this Digimon, you may trash 7 or more digivolution cards from
-- the bottom of 1 of your [Mother D-Reaper]s (in the battle area: no area named) to make its play cost
-- 0. The cost set is no reduction ("players can't reduce play costs" leaves it, unlike EX2-007's own
-- reduction, Q3283); the main phase lists the play when the effect would activate (1-3-11-2) and
-- performs it without asking when the play can't be paid otherwise (1-3-11-3). How many cards from the
-- bottom is declared (7 or more); those no effect can trash (BT9-109 X Antibody) stay and count out:
-- with 8 holding one, 8 are declared and 7 trashed (Q1923, Q3288, Q3347); without 7 that can be
-- trashed the effect can't be paid.
-- [When Attacking] you may place 2 [ADR-02 Searcher]s from your trash under this Digimon as its bottom
-- digivolution cards, in the order you choose, to unsuspend it (both or none: 2 is the cost).
local function fed(me)
  return game.digimon(me, function(m) return game.name(m) == "Mother D-Reaper" and game.trashable_sources(m) >= 7 end)
end
card:when_would("be_played", function(me, self)
  local m = game.choose(me, fed(me), 1, 1)[1]
  return m ~= nil and game.trash_sources_at_least(me, m, 7) >= 7
end, {optional = true, set_cost = 0, condition = function(me) return #fed(me) > 0 end})

local function searchers(me) return fx.cards(game.trash_cards(me), dreaper.searcher) end
card:when_attacking(function(me, self)
  local two, order = game.choose(me, searchers(me), 2, 2, "cards"), {}
  if #two < 2 then return end
  fx.in_order(me, two, function(c) order[#order + 1] = c end)
  if game.put_under(order, self, "bottom") then game.unsuspend(self) end
end, {optional = true, condition = function(me) return #searchers(me) >= 2 end})
