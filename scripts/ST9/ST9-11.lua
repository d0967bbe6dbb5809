-- Dinobeemon (DNA digivolution from a green level 4 and a blue level 4 for 0: card data).
-- [When Digivolving] suspend 1 of your opponent's Digimon; only when it DNA digivolved (Q719), that
-- Digimon also does not unsuspend in its owner's next unsuspend phase (their next turn's).
-- Inherited: [Your Turn] this Digimon gets +1000 DP for each of its colours (its top card's, not
-- its digivolution cards', Q720).
card:when_digivolving(function(me, self)
  local d = fx.choose_one(me, game.opponent(me))
  if not d then return end
  game.suspend(d)
  if game.dna_digivolved(self) then game.change(me, d, {forbid = {"unsuspend"}}, "opponents_turn") end
end)
card:static{inherited = true, turn = "yours", dp = function(me, self) return 1000 * #game.colors(self) end}
