-- Hell Masquerade: [Main] 1 of your Digimon gets +2000 DP for the turn; then, if you have a blue
-- Digimon, 1 of your Digimon (the same or another, Q722) gains <Piercing> for the turn.
-- [Security] add this card to its owner's hand.
card:main(function(me)
  fx.change_one(me, me, {dp = 2000})
  if #fx.digimon(me, fx.colored("blue")) > 0 then fx.change_one(me, me, {keywords = {"piercing"}}) end
end)
card:security(function(me, self, c) game.to_hand(c) end)
