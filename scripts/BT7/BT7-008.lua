-- Flamemon: [On Play] reveal the top 4 cards of your deck; add 1 card with [Hybrid] in its traits,
-- [Susanoomon] or [Takuya Kanbara] among them to your hand; the rest to the bottom in any order.
-- Inherited: [On Deletion] you may play 1 [Takuya Kanbara] from your hand without paying its cost.
warriors.spirit_rookie(card, "Takuya Kanbara")
