-- Guardromon: <Blocker> (card data). [Your Turn] this Digimon can't attack. Inherited: [When
-- Attacking] you may trash 1 Digimon card with [Machine] or [Cyborg] in its traits from your hand to
-- <Draw 2>.
card:static{turn = "yours", forbid = {"attack"}}
card:when_attacking(function(me) classic.trash_machine_to_draw(me) end, {inherited = true, optional = true})
