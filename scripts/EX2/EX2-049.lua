-- ADR-01 Jeri: [Main] by suspending itself, its player reveals the deck's top 5; one [ADR-02
-- Searcher] among them goes beneath one of the player's [Mother D-Reaper]s, below its digivolution cards
-- (a fixed 1, not "up to", when both exist: 15-10-2-1); the others go under the deck in an order the
-- player picks. With no [Mother D-Reaper] in play it may still be used: all five go under the deck
-- (Q3344).
card:activated(function(me, self)
  if not fx.paid_by_suspending(self) then return end
  local shown = game.reveal(me, 5)
  local mothers, found = dreaper.mothers(me), fx.cards(shown, dreaper.searcher)
  if #mothers > 0 and #found > 0 then
    local c = game.choose(me, found, 1, 1, "cards")[1]
    game.put_under(c, game.choose(me, mothers, 1, 1)[1], "bottom")
  end
  fx.place_revealed(me, shown, "bottom")
end, {condition = function(me, self) return game.can_suspend(self) end})
