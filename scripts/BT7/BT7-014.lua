-- Aldamon: when one of your Digimon with a Tamer card among its digivolution cards digivolves into this
-- card in your hand, the digivolution costs 2 less. [When Digivolving] if a card with [Hybrid] in its
-- traits is among this Digimon's digivolution cards, it gets +4000 DP for the turn.
-- Inherited: [Your Turn] while this Digimon has [Hybrid] or [Ten Warriors] in its traits, it activates
-- no [Security] effect of the Option cards it checks (other cards' activate, Q1516).
warriors.tamer_discount(card)
card:when_digivolving(function(me, self)
  if warriors.in_sources(self, warriors.hybrid) then fx.self_dp(me, self, 4000) end
end)
card:no_security_effects({"Option"}, {inherited = true, turn = "yours", condition = function(me, self)
  return fx.trait_has("Hybrid")(self) or fx.trait_has("Ten Warriors")(self)
end})
