-- Greymon (black) (inherited): [Opponent's Turn] while you have a red Digimon (the Digimon above it
-- too, Q1746), this Digimon gains <Blocker>.
card:static{inherited = true, turn = "opponents", keywords = {"blocker"},
  condition = function(me) return #fx.digimon(me, fx.colored("red")) > 0 end}
