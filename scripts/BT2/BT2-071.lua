-- Wizardmon: [All Turns] while you have a yellow Digimon in play, this Digimon gains <Retaliation>.
-- [On Deletion] <Draw 1>.
card:static{keywords = {"retaliation"}, condition = function(me)
  return #fx.digimon(me, function(d) return game.has_color(d, "yellow") end) > 0
end}
card:on_deletion(function(me) game.draw(me, 1) end)
