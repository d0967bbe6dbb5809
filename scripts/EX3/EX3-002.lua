-- Missimon (inherited): [Opponent's Turn] while you have another Digimon with the [D-Brigade] trait in
-- play (the battle area), this Digimon gains <Reboot>.
card:static{inherited = true, turn = "opponents", keywords = {"reboot"},
  condition = function(me, self)
    return #fx.digimon(me, function(d) return d ~= self and game.has_trait(d, "D-Brigade") end) > 0
  end}
