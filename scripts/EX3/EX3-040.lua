-- Parasaurmon: [Your Turn] when you would play a green Digimon card, you may suspend this Digimon to
-- reduce its play cost by 1. Inherited: [Your Turn] [Once Per Turn] when an effect suspends one of
-- your Digimon (an attack's suspension is the rules', Q2872), suspend 1 of your opponent's Digimon.
local function by_effect(me, self, c, d, f) return f.cause == "effect" end
card:when_would("be_played", function(me, self) return fx.paid_by_suspending(self) end,
  {any = true, turn = "yours", optional = true, reduce = 1,
   condition = function(me, self, c, x)
     return game.card_kind(x) == "Digimon" and game.card_has_color(x, "green") and game.can_suspend(self)
   end})
card:when("digimon_suspended", function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end, {whose = "own", turn = "yours", once_per_turn = true, inherited = true, condition = by_effect})
