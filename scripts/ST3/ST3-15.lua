-- Holy Flame: one of the opponent's Digimon gets Security Attack -3 until the end of the
-- opponent's next turn. Security: all the opponent's Digimon get Security Attack -1 for the turn.
card:main(function(me) fx.change_one(me, game.opponent(me), {security_attack = -3}, "opponents_turn") end)
card:security(function(me)
  game.change_all(me, game.opponent(me), "digimon", {security_attack = -1}, "turn")
end)
