-- Looking Back on the Good Times: [Main] <De-Digivolve 1> on 1 of the opponent's Digimon; then, if its play
-- cost is 4 or less, delete it. [Security] add this card to the hand.
card:main(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if not d then return end
  game.de_digivolve(me, d, 1)
  if game.on_field(d) and (game.cost(d) or 99) <= 4 then game.delete(d) end
end)
card:security(function(me, self, c) game.to_hand(c) end)
