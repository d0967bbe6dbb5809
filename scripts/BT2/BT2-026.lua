-- Veedramon: on your turn, while you have a blue Tamer, this Digimon gains <Jamming>.
card:static{turn = "yours", keywords = {"jamming"},
  condition = function(me) return #fx.tamers(me, fx.colored("blue")) > 0 end}
