-- Angewomon: [On Play] 1 of your opponent's Digimon gets <Security Attack -2> until the end of your
-- opponent's next turn.
-- Inherited: [Your Turn] while you have a purple Digimon (this one counts, Q732), this Digimon has
-- <Security Attack +1>.
card:on_play(function(me) fx.change_one(me, game.opponent(me), {security_attack = -2}, "opponents_turn") end)
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me) return #fx.digimon(me, fx.colored("purple")) > 0 end}
