-- Tai Kamiya: [Your Turn] when one of your Digimon with [Agumon] or [Greymon] in its name moves from
-- the breeding area to the battle area, gain 1 memory and <Draw 1>. [Main] [Once Per Turn] digivolve
-- your [Agumon] (that exact name, Q1473) into 1 [Agumon - Bond of Bravery] in your hand for its
-- digivolution cost, ignoring its level; if you do, trash the top 2 cards of your security stack
-- (as many as there are, Q1472); then, if you have 1 or more security cards, delete that Digimon at
-- the end of the turn (read as the effect ends, Q1474, Q1475; Q5524, Q5525). [Security] play this
-- card without paying its memory cost. (scripts/lib/bond.lua)
bond.partner(card, "Agumon", "Greymon", "Agumon", "Agumon - Bond of Bravery")
