-- Growlmon: [When Attacking] delete 1 of your opponent's Digimon with 2000 DP or less; if you have a red
-- Tamer in play (read as it activates), one with 4000 DP or less instead. Both numbers are shown, so
-- additions to DP-based deletions reach them (15-15-4).
-- Inherited: [When Attacking] [Once Per Turn] if this Digimon has [Growlmon] or [Gallantmon] in its
-- name (read as it would activate, 15-8-3-9-2), delete 1 of your opponent's Digimon with 3000 DP or less.
card:when_attacking(function(me)
  fx.delete(me, {dp = #fx.tamers(me, fx.colored("red")) > 0 and 4000 or 2000})
end)
card:when_attacking(function(me) fx.delete(me, {dp = 3000}) end, {inherited = true, once_per_turn = true,
  activate_if = function(me, self) return game.name_has(self, "Growlmon") or game.name_has(self, "Gallantmon") end})
