-- Needle Spray: suspend 1 of the opponent's Digimon. Security: the same, then this card goes to the hand.
local function effect(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end
card:main(effect)
card:security(function(me, self, c) effect(me) game.to_hand(c) end)
