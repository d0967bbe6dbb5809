-- DexDorugamon (may digivolve from [Dorugamon] for 0: card data). [When Digivolving] you may trash 1
-- card with [Dex] or [DeathX] in its name or [X Antibody] in its traits from your hand to gain 1
-- memory. [When Digivolving] if this Digimon has [Dorugamon] among its digivolution cards or is
-- digivolving from the trash, 1 of your Digimon gains <Blocker> and <Retaliation> until the end of
-- the opponent's turn.
xab.dex_memory(card)
xab.dex_rise(card, "Dorugamon", function(me)
  fx.change_one(me, me, {keywords = {"blocker", "retaliation"}}, "opponents_turn")
end)
