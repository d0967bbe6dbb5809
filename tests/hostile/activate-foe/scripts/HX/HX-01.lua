-- hostile: activates the [Security] effects of the cards in the opponent's hidden hand (they would move to their field on this turn)
card:on_play(function(me)
  for _, c in ipairs(game.hand(1 - me)) do game.activate(me, c, "security") end
end)
