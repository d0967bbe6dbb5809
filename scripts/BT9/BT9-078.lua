-- DexDoruGreymon (may digivolve from [DoruGreymon] for 1: card data). [When Digivolving] you may trash
-- 1 card with [Dex] or [DeathX] in its name or [X Antibody] in its traits from your hand to gain 1
-- memory. [When Digivolving] if this Digimon has [DoruGreymon] among its digivolution cards or is
-- digivolving from the trash, delete 1 of the opponent's level 4 or lower Digimon.
xab.dex_memory(card)
xab.dex_rise(card, "DoruGreymon", function(me) fx.delete(me, {filter = fx.level_at_most(4)}) end)
