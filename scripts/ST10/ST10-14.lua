-- Chaos Degradation: [Main] place 1 of the opponent's Digimon face down at the top or the bottom of
-- their security stack (a move, not a deletion: no [On Deletion], no deletion watcher, Q748; its
-- digivolution cards to the trash); if it was placed, trash the top card of their security stack
-- (placed at the top, the Digimon's own card: Q746). An effect that forbade placing it would leave
-- it where it is, and "if you do" would not follow (Q747, Q1909: no such card is loaded).
-- [Security] you may place 1 of the opponent's Digimon the same way (nothing trashed).
local function place(me)
  local d = fx.choose_one(me, game.opponent(me))
  if not d then return 0 end
  return game.digimon_to_security(d, game.choose_mode(me, {"top", "bottom"}))
end
card:main(function(me) if place(me) > 0 then game.trash_security(game.opponent(me), 1) end end)
card:security(function(me) place(me) end, {optional = true})
