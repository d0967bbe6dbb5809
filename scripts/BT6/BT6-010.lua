-- Flamemon (inherited): [Your Turn] while this Digimon has [Hybrid] or [Ten Warriors] in its form or
-- type (a part of one of its traits, 2-3-2-4), it gains <Piercing>.
card:static{inherited = true, turn = "yours", keywords = {"piercing"},
  condition = function(me, self) return fx.trait_has("Hybrid")(self) or fx.trait_has("Ten Warriors")(self) end}
