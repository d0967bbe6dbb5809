-- BlackWarGreymon: [When Digivolving] if this Digimon has a red digivolution card, the opponent's
-- Digimon may be chosen; if it has a black one, the opponent's Tamers may be chosen (both with one
-- red and black card, Q1751, Q1753); choose any number of them whose play costs add up to 6 or less
-- in all (Q1752), and delete them together. [All Turns] [Once Per Turn] when an opponent's Digimon is
-- deleted, you may unsuspend this Digimon.
local function has_source(self, col)
  return #fx.cards(game.source_cards(self), fx.card_color(col)) > 0
end
card:when_digivolving(function(me, self)
  local opp = game.opponent(me)
  local pool = {}
  if has_source(self, "red") then for _, d in ipairs(game.digimon(opp)) do pool[#pool + 1] = d end end
  if has_source(self, "black") then for _, t in ipairs(game.tamers(opp)) do pool[#pool + 1] = t end end
  local chosen, left = {}, 6
  while true do
    local fits = fx.cards(pool, function(d)
      for _, x in ipairs(chosen) do if x == d then return false end end
      return (game.cost(d) or 0) <= left
    end)
    local d = game.choose(me, fits, 0, 1)[1]
    if not d then break end
    chosen[#chosen + 1] = d
    left = left - (game.cost(d) or 0)
  end
  if #chosen > 0 then game.delete(chosen) end
end)
card:when("digimon_deleted", function(me, self) game.unsuspend(self) end,
  {whose = "opponents", once_per_turn = true, optional = true})
