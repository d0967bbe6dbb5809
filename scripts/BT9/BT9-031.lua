-- MetalGarurumon (X Antibody): digivolves from [MetalGarurumon] for 1 (card data). [When Digivolving]
-- unsuspend this Digimon; it gains <Blocker> until the end of your opponent's turn. [Your Turn] [Once
-- Per Turn] when this Digimon becomes unsuspended (in your unsuspend phase too, Q1830), if a card named
-- [MetalGarurumon] or [X Antibody] is among its digivolution cards (not the trait, Q1829), return all
-- of your opponent's Digimon with the lowest level to their owner's hand (together). The "if" is read
-- as the effect would activate (15-8-3-9-2); unmet, it is not activated and its use is kept (15-6-3).
card:when_digivolving(function(me, self)
  game.unsuspend(self)
  game.change(me, self, {keywords = {"blocker"}}, "opponents_turn")
end)
card:when("digimon_unsuspended", function(me)
  local foes = game.digimon(game.opponent(me))
  local low
  for _, d in ipairs(foes) do if low == nil or game.level(d) < low then low = game.level(d) end end
  game.bounce(fx.digimon(game.opponent(me), function(d) return game.level(d) == low end))
end, {whose = "self", turn = "yours", once_per_turn = true,
      activate_if = function(me, self) return xab.under(self, "MetalGarurumon") end})
