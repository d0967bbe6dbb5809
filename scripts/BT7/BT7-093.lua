-- Firedrake Strike: [Main] choose 1 of your Digimon with [Hybrid] in its traits; delete 1 of your
-- opponent's Digimon with DP less than or equal to the chosen one's. [Security] you may play 1 [Takuya
-- Kanbara] from your hand or trash without paying.
card:main(function(me)
  local mine = fx.choose_one(me, me, fx.trait_has("Hybrid"))
  if not mine then return end
  local dp = game.dp(mine)
  fx.delete(me, {filter = fx.dp_at_most(dp)})
end)
card:security(function(me) tamers.play_named(me, "Takuya Kanbara") end)
