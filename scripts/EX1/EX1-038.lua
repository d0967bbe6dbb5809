-- Stingmon: <Piercing> (card data). Inherited: [Your Turn] while this Digimon has [Imperialdramon] in
-- its name or [Free] in its traits, <Piercing> (once it has applied, a check that takes the trait
-- away does not undo it, Q3225: the core's).
card:static{inherited = true, turn = "yours", keywords = {"piercing"},
  condition = function(me, self) return classic.imperial_or_free(self) end}
