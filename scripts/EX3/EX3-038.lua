-- Pomumon: [Your Turn] when an effect suspends this Digimon, suspend 1 of your opponent's Digimon.
-- "An effect": a keyword's too (<Evade>, Q3415), never an attack's suspension (the rules', Q2872).
card:when("digimon_suspended", function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end, {whose = "self", turn = "yours", condition = function(me, self, c, d, f) return f.cause == "effect" end})
