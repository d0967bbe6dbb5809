-- Testament: [Main] 1 of your Digimon gains <Blocker> until the end of your opponent's next turn.
-- [Security] <Draw 1>, then add this card to your hand.
card:main(function(me) fx.change_one(me, me, {keywords = {"blocker"}}, "opponents_turn") end)
card:security(function(me, self, c)
  game.draw(me, 1)
  game.to_hand(c)
end)
