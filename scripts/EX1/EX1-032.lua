-- Magnadramon: [When Digivolving] you may trash the top card of your security stack to unsuspend this
-- Digimon (also when it is unsuspended already, Q3217: the cost may be paid; with no security card it
-- is not activated, as Q1429 rules the same words of BT6-044). [When Attacking] [Once
-- Per Turn] if you have 3 or fewer security cards, <Recovery +1 (Deck)>. The "if" is read as the effect
-- would activate (15-8-3-9-2); unmet, it is not activated and its use is kept (15-6-3).
card:when_digivolving(function(me, self)
  fx.by(me, function() return game.trash_security(me, 1) > 0 end, function() game.unsuspend(self) end)
end, {activate_if = function(me) return game.security(me) > 0 end})
card:when_attacking(function(me) game.recovery(me, 1) end,
  {once_per_turn = true, activate_if = function(me) return game.security(me) <= 3 end})
