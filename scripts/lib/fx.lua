-- fx: helpers that make a typical card effect one line. Loaded before the
-- card scripts; everything here is built on the `game` API (docs/scripting.md).
fx = {}

-- The Digimon of player p that pass filter(d) (all when filter is nil).
function fx.digimon(p, filter) return game.digimon(p, filter) end
-- The Tamers of player p that pass filter(t) (all when filter is nil).
function fx.tamers(p, filter) return game.tamers(p, filter) end
-- "Both players" / "players" (15-10-1-3-1): both, in the order they choose when asked at the same
-- time: the turn player first (1-3-5).
function fx.players()
  local t = game.turn_player()
  return {t, game.opponent(t)}
end

-- Filters.
function fx.dp_at_most(n) return function(d) return game.dp(d) <= n end end
function fx.level_at_most(n) return function(d) return game.level(d) <= n end end
-- The lowest DP among the Digimon ds (nil when there are none): "the Digimon with the lowest DP" are
-- those whose DP is that (every one tied for it, Q1482).
function fx.lowest_dp(ds)
  local low
  for _, d in ipairs(ds) do if low == nil or game.dp(d) < low then low = game.dp(d) end end
  return low
end
-- A Digimon of colour col with level n or higher.
function fx.color_level_at_least(col, n)
  return function(d) return game.has_color(d, col) and (game.level(d) or 0) >= n end
end
-- A Digimon or Tamer of colour col.
function fx.colored(col) return function(d) return game.has_color(d, col) end end
fx.no_sources = game.no_sources -- game.sources(d) == 0
fx.has_sources = game.has_sources -- game.sources(d) > 0
-- Condition of an effect that is only a <Digi-Burst N>: it cannot be activated while
-- its Digimon has fewer than n digivolution cards that effects may trash (16-14-2, 15-6-3; Q1920:
-- BT9-109 X Antibody is one they can't).
function fx.can_digi_burst(n) return function(me, self) return game.trashable_sources(self) >= n end end

-- "<Draw n>, then trash 1 card from your hand": me draws n (what the deck has), then picks 1 card of
-- the hand to trash, if any.
function fx.draw_then_trash(me, n)
  game.draw(me, n)
  local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
  if c then game.trash(c) end
end

-- "<De-Digivolve n> on 1 of your opponent's Digimon": me picks it; returns how many cards went.
function fx.de_digivolve_one(me, n)
  local d = fx.choose_one(me, game.opponent(me))
  return d and game.de_digivolve(me, d, n) or 0
end

-- `me` chooses exactly one of p's Digimon passing filter; nil when there is none.
function fx.choose_one(me, p, filter)
  local list = game.digimon(p, filter)
  return game.choose(me, list, 1, 1)[1]
end

-- `me` chooses n of p's Digimon passing filter: as many as possible up to n
-- (15-10-2-1); with upto, "up to n": 1 to n, and none only when no Digimon
-- passes (15-10-2-2, detailed rules: multi-target effects).
function fx.choose(me, p, n, filter, upto)
  local list = game.digimon(p, filter)
  return game.choose(me, list, upto and 1 or n, n)
end

-- DP-based deletions (15-15-4): the "N" of "delete ... with N DP or less" is a number the text
-- shows, which effects raise or lower ("add 1000 to the maximum DP you can choose with DP-based
-- deletion effects": BT9-009, BT9-011, Q1799, Q1801). fx.deletion_dp_at_most(me, n) is the filter of
-- the Digimon with DP at most that maximum for an effect of `me`'s, read once as the effect chooses;
-- the deletion follows the choice, whatever the DP then (15-11-1-3-2). Only a deletion's bound: a
-- suspension's or a return's "with N DP or less" is fx.dp_at_most, and so is a bound the text does not
-- show as a number ("this Digimon's DP": 15-15-4-3, Q1800, Q1802).
function fx.deletion_dp_at_most(me, n)
  local most = game.effect_number(me, "deletion_dp", n)
  return function(d) return game.dp(d) <= most end
end

-- Delete: fx.delete(me, {count = 2, upto = true, dp = 4000, filter = ...}): `dp = N` is "with N DP
-- or less", a DP-based deletion's bound (fx.deletion_dp_at_most); `filter` what else the text asks.
-- The chosen Digimon are deleted at the same time (15-11-1).
function fx.delete(me, opts)
  opts = opts or {}
  local filter = opts.filter
  if opts.dp then
    local within, also = fx.deletion_dp_at_most(me, opts.dp), opts.filter
    filter = function(d) return within(d) and (not also or also(d)) end
  end
  local chosen = fx.choose(me, game.opponent(me), opts.count or 1, filter, opts.upto)
  if #chosen > 0 then game.delete(chosen) end
  return #chosen
end

-- "Delete 1 of your opponent's Digimon with `dp` DP or less; if no Digimon is deleted by this effect,
-- trash the top `n` cards of both players' decks" (EX2-012, EX3-056, EX3-057): one that fits must be
-- chosen (Q3299), even one that can't be deleted (Q3300); the decks go when none fits or the chosen one
-- stayed (prevented, or a <Decoy> took the deletion: no deletion by this effect, Q3298, Q3302).
function fx.delete_or_trash_decks(me, dp, n)
  local d = fx.choose_one(me, game.opponent(me), fx.deletion_dp_at_most(me, dp))
  if d then game.delete(d) end
  if not d or game.deletion(d) == nil then
    local both = game.deck_top(me, n)
    for _, c in ipairs(game.deck_top(game.opponent(me), n)) do both[#both + 1] = c end
    game.trash(both)
  end
end

-- "Choose any number of your opponent's Digimon whose total DP adds up to `limit` or less and delete
-- them" (ST7-12, BT9-094): `me` picks them one at a time among those that still fit; at least 1 when
-- one fits, then as many or as few as `me` likes (Q692, Q693); the total is read as they are chosen
-- (Q694), and the limit is a DP-based deletion's number (15-15-4, Q1897). Deleted together (15-11-1).
function fx.delete_total_dp(me, limit)
  local left, chosen, taken = game.effect_number(me, "deletion_dp", limit), {}, {}
  while true do
    local fits = fx.digimon(game.opponent(me), function(d) return not taken[d] and game.dp(d) <= left end)
    local d = game.choose(me, fits, #chosen == 0 and 1 or 0, 1)[1]
    if not d then break end
    chosen[#chosen + 1], taken[d], left = d, true, left - game.dp(d)
  end
  if #chosen > 0 then game.delete(chosen) end
end

-- One of `whose` Digimon, chosen by me, gets `change` until `until_`.
function fx.change_one(me, whose, change, until_, filter)
  local d = fx.choose_one(me, whose, filter)
  if d then game.change(me, d, change, until_ or "turn") end
  return d
end

-- "+N DP for the turn" on the effect's own Digimon.
function fx.self_dp(me, self, n, until_)
  if self and game.on_field(self) then game.change(me, self, {dp = n}, until_ or "turn") end
end

-- "By X, Y": the player may do X (cost returns true when it was done); Y
-- happens only if X was done. fx.by(me, function() ... return done end, function() ... end)
function fx.by(me, cost, effect)
  if not game.yes_no(me) then return false end
  if cost() then effect() return true end
  return false
end

-- The cost "by suspending this card" (15-7-1): paid only when the card turns suspended, so one
-- already suspended or that can't suspend (11-2-5) pays nothing. fx.paid_by_suspending(self) pays
-- it and says whether it was paid; fx.by_suspending(me, self, effect) is fx.by with it. Conditions
-- read game.can_suspend(self).
function fx.paid_by_suspending(self) return game.suspend(self) == 1 end
function fx.by_suspending(me, self, effect)
  return fx.by(me, function() return fx.paid_by_suspending(self) end, effect)
end

-- A cost of several parts, "by returning 1 X and 1 Y from your trash" (15-7-3): paid whole or not at
-- all. Each part is {cards = list, put = function(c) ... end}; me picks 1 card of each part's list
-- (none picked for an earlier part), then each is put; when a part has no card, nothing moves and it
-- returns false. For fx.by: `fx.by(me, function() return fx.pay_cards(me, parts) end, effect)`.
function fx.pay_cards(me, parts)
  local picked, taken = {}, {}
  for i, part in ipairs(parts) do
    local left = {}
    for _, c in ipairs(part.cards) do if not taken[c] then left[#left + 1] = c end end
    if #left == 0 then return false end
    local c = game.choose(me, left, 1, 1, "cards")[1]
    picked[i], taken[c] = c, true
  end
  for i, part in ipairs(parts) do part.put(picked[i]) end
  return true
end

-- Condition of a "digimon_deleted" trigger: the Digimon was deleted this way
-- ("battle", "effect" or "dp": by dropping to 0 DP).
function fx.deleted_by(cause)
  return function(me, self, c, d) return game.deletion(d) == cause end
end

-- Card filters (take a card id): traits, name parts, colours, kind, level.
function fx.card_trait(t) return function(c) return game.card_has_trait(c, t) end end
function fx.card_named(part) return function(c) return game.card_name_has(c, part) end end
function fx.card_color(col) return function(c) return game.card_has_color(c, col) end end
function fx.card_kind(k) return function(c) return game.card_kind(c) == k end end
function fx.card_level(n) return function(c) return game.card_level(c) == n end end

-- "with [part] in any of its traits" (2-3-2-4): one of its traits holds the
-- text (case counts); game.card_has_trait / game.has_trait match a whole trait.
local function trait_has(traits, part)
  for _, t in ipairs(traits) do
    if string.find(t, part, 1, true) then return true end
  end
  return false
end
function fx.card_trait_has(part) return function(c) return trait_has(game.card_traits(c), part) end end
function fx.trait_has(part) return function(d) return trait_has(game.traits(d), part) end end

-- "For each X, A and B" (4-27-4): x is counted once, when the effect
-- activates (what A changes does not change it); every process runs x
-- times, in order: A x times, then B x times (not A, B, A, B).
function fx.for_each(x, ...)
  for _, process in ipairs({...}) do
    for i = 1, x do process(i) end
  end
end

-- The cards of list passing filter(c) (all when filter is nil).
function fx.cards(list, filter)
  local out = {}
  for _, c in ipairs(list) do
    if not filter or filter(c) then out[#out + 1] = c end
  end
  return out
end

-- The Digimon `perms` in the order `me` chooses them (3-1-3-4: the player who caused the move orders
-- them), for one move of them all: game.return_to_deck(fx.ordered(me, ds), "bottom"). The last one
-- left is placed without a question.
function fx.ordered(me, perms)
  local ordered, rest = {}, {table.unpack(perms)}
  while #rest > 1 do
    local d = game.choose(me, rest, 1, 1)[1]
    ordered[#ordered + 1] = d
    for i, x in ipairs(rest) do if x == d then table.remove(rest, i) break end end
  end
  ordered[#ordered + 1] = rest[1]
  return ordered
end

-- Put cards somewhere one by one in the order `me` chooses (3-1-3-4: the
-- player who caused the move orders the cards): put(c) is called for each,
-- the first chosen first. With "bottom" each goes under the last; with
-- "top", the last chosen ends on top.
function fx.in_order(me, cards, put)
  local rest = {table.unpack(cards)}
  while #rest > 0 do
    local c = game.choose(me, rest, 1, 1, "cards")[1]
    put(c)
    for i, x in ipairs(rest) do if x == c then table.remove(rest, i) break end end
  end
end

-- "Reveal the top n cards of your deck. Add up to `count` cards among them
-- that pass `filter` to the hand (or play them: to = "play"). Place the rest
-- at the bottom of the deck in any order" (rest = "top": on top; "trash").
-- With must = true ("add 1 ... among them", no "up to"): as many as there
-- are, up to `count` (15-10-2-1; Q1050: as many as possible).
-- fx.reveal(me, 3, {filter = fx.card_trait("Dragon"), count = 1}); returns the picked cards.
function fx.reveal(me, n, opts)
  opts = opts or {}
  local shown = game.reveal(me, n)
  local fit, count = fx.cards(shown, opts.filter), opts.count or 1
  local picked = game.choose(me, fit, opts.must and math.min(count, #fit) or 0, count, "cards")
  if opts.to == "play" then game.play_all(picked) else game.to_hand(picked) end -- together (4-27-5)
  fx.place_revealed(me, shown, opts.rest)
  return picked
end

-- The revealed cards still in the processing area go to the "bottom" (default)
-- or "top" of the deck in the order `me` chooses, or to the "trash".
function fx.place_revealed(me, shown, where)
  local rest = {}
  for _, c in ipairs(shown) do
    if game.card_zone(c) == "processing" then rest[#rest + 1] = c end
  end
  where = where or "bottom"
  if where == "trash" then
    game.trash(rest)
  else
    fx.in_order(me, rest, function(c) game.to_deck(c, where) end)
  end
end

-- The most cards one pick per filter can take among `cards` (filters[i] on, none of `taken`): an
-- exhaustive search, small at the sizes texts name (2 or 3 filters, a few cards).
local function most(cards, filters, i, taken)
  if i > #filters then return 0 end
  local best = most(cards, filters, i + 1, taken) -- filters[i] takes none
  for _, c in ipairs(cards) do
    if not taken[c] and filters[i](c) then
      taken[c] = true
      local n = 1 + most(cards, filters, i + 1, taken)
      taken[c] = nil
      if n > best then best = n end
    end
  end
  return best
end

-- "1 card passing filters[1] and 1 passing filters[2] ... among `cards`": `me` picks one card (or
-- none) per filter, in order, among the cards not yet picked (a card passing two filters may be
-- either, BT3-062 Q1090). With must = true (no "up to") as many as possible are taken (15-10-2-1):
-- each filter offers only the cards that leave the later filters their most, so a card passing two
-- filters cannot be spent on one when another card is there for it (ST9-06 Q710, ST10-04 Q728).
-- Returns the picked cards.
function fx.pick_each(me, cards, filters, must)
  local picked, taken = {}, {}
  for i, f in ipairs(filters) do
    local fits = fx.cards(cards, function(c) return not taken[c] and f(c) end)
    if must then
      local goal = most(cards, filters, i, taken)
      fits = fx.cards(fits, function(c)
        taken[c] = true
        local n = 1 + most(cards, filters, i + 1, taken)
        taken[c] = nil
        return n == goal
      end)
    end
    local c = game.choose(me, fits, must and math.min(1, #fits) or 0, 1, "cards")[1]
    if c then picked[#picked + 1], taken[c] = c, true end
  end
  return picked
end

-- "Reveal the top n cards. Add 1 card passing filters[1] and 1 passing
-- filters[2] ... among them to the hand; the rest at the bottom in any order":
-- the picks of fx.pick_each (with must = true, no "up to": as many as possible,
-- 15-10-2-1); the rest placed as fx.reveal's.
function fx.reveal_each(me, n, filters, opts)
  opts = opts or {}
  local shown = game.reveal(me, n)
  local picked = fx.pick_each(me, shown, filters, opts.must)
  game.to_hand(picked) -- added together (4-27-5)
  fx.place_revealed(me, shown, opts.rest)
  return picked
end

-- "You may DNA digivolve this Digimon and one of your other Digimon into a Digimon card in your hand,
-- paying its DNA digivolution cost" (ST9-08, ST10-02, ST10-04): `me` picks the card or none, then
-- the other Digimon; only a card whose DNA requirements the two meet is offered (its requirements
-- are not ignored, Q725, Q726), and the core decides which goes on top (8-2-2-2). `partner`, when
-- given, is what the text asks of the other Digimon ("1 of your other Digimon with [Dramon] in its
-- name", EX3-020, EX3-041).
function fx.dna_from_hand(me, self, partner)
  local function partners(c)
    return game.digimon(me, function(d)
      return d ~= self and (not partner or partner(d)) and game.can_dna_digivolve(c, self, d)
    end)
  end
  local c = game.choose(me, fx.cards(game.hand(me), function(x) return #partners(x) > 0 end), 0, 1, "cards")[1]
  if c then game.dna_digivolve(c, self, game.choose(me, partners(c), 1, 1)[1]) end
end

-- "Search your deck for up to `count` cards passing filter, add them to
-- the hand, then shuffle the deck."
function fx.search(me, filter, count)
  local picked = game.choose(me, fx.cards(game.deck_cards(me), filter), 0, count or 1, "cards")
  game.to_hand(picked)
  game.shuffle(me)
  return picked
end

-- "Place your security cards in any order": `me` picks them top first.
function fx.order_security(me, p)
  local cards = game.security_cards(p)
  local order = {}
  fx.in_order(me, cards, function(c) order[#order + 1] = c end)
  local bottom_first = {}
  for i = #order, 1, -1 do bottom_first[#bottom_first + 1] = order[i] end
  game.to_security(bottom_first, "top") -- one at a time in this order: the first chosen ends on top
end
