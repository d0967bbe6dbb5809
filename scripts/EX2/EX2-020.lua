-- Lopmon: [On Play] if you have 3 or fewer security cards and a [Shu-Chong Wong] in play (both read as
-- it activates), <Recovery +1 (Deck)>.
card:on_play(function(me)
  local shu = #fx.tamers(me, function(t) return game.name(t) == "Shu-Chong Wong" end) > 0
  if shu and game.security(me) <= 3 then game.recovery(me, 1) end
end)
