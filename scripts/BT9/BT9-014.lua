-- WarGrowlmon (X Antibody): digivolves from [WarGrowlmon] for 0 (card data). [When Digivolving] 2 of
-- your opponent's Digimon (as many as there are, up to 2) gain "[On Deletion] lose 1 memory" until
-- the end of their turn: their player loses it. Then, if a card named [WarGrowlmon] or [X Antibody]
-- is among this Digimon's digivolution cards (the names, not the trait: Q1807), you may choose any
-- number of your opponent's Digimon whose DP adds up to 6000 or less and delete them.
local drain = card:on_deletion(function(me) game.lose_memory(me, 1) end, {granted = true})
card:when_digivolving(function(me, self)
  game.change(me, fx.choose(me, game.opponent(me), 2), {effect = drain}, "opponents_turn")
  if xab.under(self, "WarGrowlmon") and game.yes_no(me) then fx.delete_total_dp(me, 6000) end
end)
