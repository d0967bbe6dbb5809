-- DeadlyAxemon: [On Play] reveal the top 5 cards of your deck; add up to 2 cards with [Knightmon] in
-- their names among them to your hand; the rest to the bottom in any order.
-- Inherited: [Your Turn] while this Digimon has [Knightmon] or [Bagramon] in its name, +2000 DP.
card:on_play(function(me) fx.reveal(me, 5, {filter = fx.card_named("Knightmon"), count = 2}) end)
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me, self) return game.name_has(self, "Knightmon") or game.name_has(self, "Bagramon") end}
