-- Metal Impulse: [Main] trash up to 3 cards in your hand. For each card trashed, <De-Digivolve 1> on
-- 1 of your opponent's Digimon (one Digimon, chosen once; each instance its own: Q1915, Q1916). Then
-- delete 1 of your opponent's level 4 or lower Digimon (any one, Q1915). [Security] the same.
local function effect(me)
  local cs = game.choose(me, game.hand(me), 0, 3, "cards")
  if #cs > 0 then
    game.trash(cs)
    local d = fx.choose_one(me, game.opponent(me))
    if d then for _ = 1, #cs do game.de_digivolve(me, d, 1) end end -- one at a time: separate <De-Digivolve 1> instances (16-12-7, Q1916)
  end
  fx.delete(me, {filter = fx.level_at_most(4)})
end
card:main(effect)
card:security(effect)
