-- Coredramon (green): digivolves from a card with [Dracomon] in its name for 2 and <Blocker> are card data.
-- Inherited: [All Turns] while this Digimon has [Dramon] or [Examon] in its name, it gains <Blocker>.
card:static{inherited = true, keywords = {"blocker"}, condition = function(me, self) return draconic.dramon_or_examon(self) end}
