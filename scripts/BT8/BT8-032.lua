-- Imperialdramon: Fighter Mode: [When Digivolving] return 1 of your opponent's Digimon with 10000 DP or
-- less to its owner's hand. [When Attacking] [Once Per Turn] if a blue card is among this Digimon's
-- digivolution cards, unsuspend 1 of your Digimon; if a green card is among them, suspend 1 of your
-- opponent's Digimon. Both parts when both colours are there, from two cards or one card of both
-- colours (Q1721, Q1722); with neither, the effect is not activated and its use is kept (15-6-3,
-- 15-8-3-9-2); each part's "if" is read as that part is processed (15-6-2).
local function source_colored(self, col)
  return #fx.cards(game.source_cards(self), function(c) return game.card_has_color(c, col) end) > 0
end
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me), fx.dp_at_most(10000))
  if d then game.bounce(d) end
end)
card:when_attacking(function(me, self)
  if source_colored(self, "blue") then
    local d = fx.choose_one(me, me)
    if d then game.unsuspend(d) end
  end
  if source_colored(self, "green") then
    local d = fx.choose_one(me, game.opponent(me))
    if d then game.suspend(d) end
  end
end, {once_per_turn = true, activate_if = function(me, self)
  return source_colored(self, "blue") or source_colored(self, "green")
end})
