-- ExVeemon: <Jamming> (card data). Inherited: [Your Turn] while this Digimon has [Imperialdramon] in
-- its name or [Free] in its traits, <Jamming>.
card:static{inherited = true, turn = "yours", keywords = {"jamming"},
  condition = function(me, self) return classic.imperial_or_free(self) end}
