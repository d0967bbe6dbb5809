-- Matt Ishida: [Your Turn] each time a Digimon of yours whose name contains [Gabumon] or [Garurumon]
-- goes from the breeding area to the battle area: +1 memory, then <Draw 1>. [Main] [Once Per Turn]
-- your [Gabumon] (that exact name) digivolves into a hand card named [Gabumon - Bond of Friendship],
-- paying its digivolution cost with the level disregarded; when it does, the 2 top cards of your
-- security stack go to the trash (as many as there are, Q1476), and if any security card is left
-- then, that Digimon is deleted at the end of the turn (read as the effect ends, Q1477, Q1478; Q5526,
-- Q5527). [Security] this Tamer is played for free. (scripts/lib/bond.lua)
bond.partner(card, "Gabumon", "Garurumon", "Gabumon", "Gabumon - Bond of Friendship")
