-- Kuwagamon (X Antibody): digivolves from [Kuwagamon] for 0 (card data). Inherited: [Your Turn] while
-- one of this Digimon's traits has [Insectoid] in it, it has <Piercing>.
card:static{inherited = true, turn = "yours", keywords = {"piercing"}, condition = function(me, self) return fx.trait_has("Insectoid")(self) end}
