-- Coredramon (blue): digivolves from a card with [Dracomon] in its name for 2 and <Evade> are card data.
-- Inherited: [All Turns] while this Digimon has [Dramon] or [Examon] in its name, it gains <Evade>.
card:static{inherited = true, keywords = {"evade"}, condition = function(me, self) return draconic.dramon_or_examon(self) end}
