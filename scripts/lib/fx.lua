-- fx: helpers that make a typical card effect one line. Loaded before the
-- card scripts; everything here is built on the `game` API (docs/scripting.md).
fx = {}

-- The Digimon of player p that pass filter(d) (all when filter is nil).
function fx.digimon(p, filter)
  local out = {}
  for _, d in ipairs(game.digimon(p)) do
    if not filter or filter(d) then out[#out + 1] = d end
  end
  return out
end

-- Filters.
function fx.dp_at_most(n) return function(d) return game.dp(d) <= n end end
function fx.level_at_most(n) return function(d) return game.level(d) <= n end end
function fx.no_sources(d) return game.sources(d) == 0 end
function fx.has_sources(d) return game.sources(d) > 0 end

-- `me` chooses exactly one of p's Digimon passing filter; nil when there is none.
function fx.choose_one(me, p, filter)
  local list = fx.digimon(p, filter)
  return game.choose(me, list, 1, 1)[1]
end

-- `me` chooses n of p's Digimon passing filter: as many as possible up to n
-- (15-10-2-1); with upto, "up to n": 1 to n, and none only when no Digimon
-- passes (15-10-2-2, detailed rules: multi-target effects).
function fx.choose(me, p, n, filter, upto)
  local list = fx.digimon(p, filter)
  return game.choose(me, list, upto and 1 or n, n)
end

-- Delete: fx.delete(me, {count = 2, upto = true, filter = fx.dp_at_most(4000)}).
-- The chosen Digimon are deleted at the same time (15-11-1).
function fx.delete(me, opts)
  opts = opts or {}
  local chosen = fx.choose(me, game.opponent(me), opts.count or 1, opts.filter, opts.upto)
  if #chosen > 0 then game.delete(chosen) end
  return #chosen
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

-- Condition of a "digimon_deleted" trigger: the Digimon was deleted this way
-- ("battle", "effect" or "dp": by dropping to 0 DP).
function fx.deleted_by(cause)
  return function(me, self, c, d) return game.deletion(d) == cause end
end
