-- Matt Ishida: [Your Turn] when one of your Digimon with [Gabumon] or [Garurumon] in its name moves
-- from the breeding area to the battle area, gain 1 memory and <Draw 1>. [Main] [Once Per Turn]
-- digivolve your [Gabumon] (that exact name) into 1 [Gabumon - Bond of Friendship] in your hand for its
-- digivolution cost, ignoring its level; if you do, trash the top 2 cards of your security stack
-- (as many as there are, Q1476); then, if you have 1 or more security cards, delete that Digimon at
-- the end of the turn (read as the effect ends, Q1477, Q1478; Q5526, Q5527). [Security] play this
-- card without paying its memory cost. (scripts/lib/bond.lua)
bond.partner(card, "Gabumon", "Garurumon", "Gabumon", "Gabumon - Bond of Friendship")
