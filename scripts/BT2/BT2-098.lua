-- EDEN's Javelin: [Main] <Draw 1>; then 1 of your opponent's Digimon gets -1000 DP for each card in
-- your hand, for the turn (one Digimon only, Q1040). [Security] the same.
local function effect(me)
  game.draw(me, 1)
  fx.change_one(me, game.opponent(me), {dp = -1000 * #game.hand(me)})
end
card:main(effect)
card:security(effect)
