-- You Can't Actually Fly?: [Main] suspend 1 of your opponent's Digimon; then, if your opponent has a
-- level 7 Digimon, trash the top card of their security stack (none left: nothing, and no win,
-- Q1375). [Security] add this card to the hand.
card:main(function(me)
  local opp = game.opponent(me)
  local d = fx.choose_one(me, opp)
  if d then game.suspend(d) end
  if #game.digimon(opp, function(x) return game.level(x) == 7 end) > 0 then game.trash_security(opp, 1) end
end)
card:security(function(me, self, c) game.to_hand(c) end)
