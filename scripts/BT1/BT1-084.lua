-- Omnimon: [When Digivolving] choose 1 of your opponent's Digimon; delete all of your opponent's
-- Digimon with exactly its name (Q941, Q942). [When Attacking] you may unsuspend this Digimon by
-- returning 1 of its level 6 digivolution cards to the hand.
card:when_digivolving(function(me)
  local foe = game.opponent(me)
  local d = fx.choose_one(me, foe)
  if d then
    local name = game.name(d)
    game.delete(fx.digimon(foe, function(x) return game.name(x) == name end))
  end
end)
local function level6(self) return fx.cards(game.source_cards(self), fx.card_level(6)) end
card:when_attacking(function(me, self)
  fx.by(me, function()
    local c = game.choose(me, level6(self), 1, 1, "cards")[1]
    if not c then return false end
    game.move_source(c, "hand")
    return true
  end, function() game.unsuspend(self) end)
end, {condition = function(me, self) return #level6(self) > 0 end})
