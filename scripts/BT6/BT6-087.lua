-- Tai Kamiya: [Your Turn] each time a Digimon of yours whose name contains [Agumon] or [Greymon] goes
-- from the breeding area to the battle area: +1 memory, then <Draw 1>. [Main] [Once Per Turn] your
-- [Agumon] (that exact name, Q1473) digivolves into a hand card named [Agumon - Bond of Bravery],
-- paying its digivolution cost with the level disregarded; when it does, the 2 top cards of your
-- security stack go to the trash (as many as there are, Q1472), and if any security card is left
-- then, that Digimon is deleted at the end of the turn (read as the effect ends, Q1474, Q1475; Q5524,
-- Q5525). [Security] this Tamer is played for free. (scripts/lib/bond.lua)
bond.partner(card, "Agumon", "Greymon", "Agumon", "Agumon - Bond of Bravery")
