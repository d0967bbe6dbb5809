-- Gallantmon (X Antibody): digivolves from [Gallantmon] for 1 (card data). [When Digivolving] delete 1
-- of your opponent's Digimon with the lowest DP (not optional, Q1813; among several tied for the lowest,
-- any, Q1814); if no Digimon was deleted by it (none there, or the chosen one not deleted, Q1812),
-- unsuspend this Digimon. [Your Turn] [Once Per Turn] when one of your opponent's Digimon is deleted, if
-- a card named [Gallantmon] or [X Antibody] is among this Digimon's digivolution cards (not the trait,
-- Q1815), trash the top card of your opponent's security stack. The "if" is read as the effect would
-- activate (15-8-3-9-2); unmet, it is not activated and its use is kept (15-6-3).
card:when_digivolving(function(me, self)
  local foes = game.digimon(game.opponent(me))
  local low
  for _, d in ipairs(foes) do if low == nil or game.dp(d) < low then low = game.dp(d) end end
  local d = fx.choose_one(me, game.opponent(me), function(x) return game.dp(x) == low end)
  if d then game.delete(d) end
  if d == nil or game.on_field(d) then game.unsuspend(self) end
end)
card:when("digimon_deleted", function(me) game.trash_security(game.opponent(me), 1) end,
  {whose = "opponents", turn = "yours", once_per_turn = true,
   activate_if = function(me, self) return xab.under(self, "Gallantmon") end})
