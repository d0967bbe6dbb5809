-- Sangloupmon (inherited): [When Attacking] this Digimon may digivolve into a Digimon card with
-- [Undead] or [Dark Animal] in its traits from your trash, paying its digivolution cost (meeting its
-- requirements, Q1866; the new card's [When Attacking] does not activate, Q1867).
xab.undead_from_trash(card)
