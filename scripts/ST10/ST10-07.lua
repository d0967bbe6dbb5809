-- Ghostmon: on your opponent's turn, while you have a yellow Digimon, this Digimon has <Blocker>.
card:static{turn = "opponents", keywords = {"blocker"},
  condition = function(me) return #fx.digimon(me, fx.colored("yellow")) > 0 end}
