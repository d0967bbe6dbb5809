-- Snimon: [Security] at the end of the battle, play this card without paying its cost (from the
-- trash by then, 13-1-8-4; whatever the battle's outcome, Q716, and before the next check, Q718).
-- [On Play] suspend 1 of your opponent's Digimon (also when the [Security] effect plays it, Q717).
local enter = card:delayed(function(me, self, c) game.play(c) end)
card:security(function(me, self, c) game.at_end_of("battle", enter) end)
card:on_play(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end)
