-- ADR-01 Jeri: [Main] you may suspend this Digimon to reveal the top 5 cards of your deck; place 1
-- [ADR-02 Searcher] among them under 1 of your [Mother D-Reaper]s as its bottom digivolution card (one
-- when there are both: no "up to", 15-10-2-1); the rest go to the bottom of the deck in any order. It
-- may be activated with no [Mother D-Reaper] in play: the cards are revealed and all go to the bottom
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
