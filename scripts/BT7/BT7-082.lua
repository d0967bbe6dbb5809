-- Sistermon Blanc (Awakened): [On Play] you may place 1 [Sistermon Blanc] (that name only, Q1646) from
-- your hand or trash at the bottom of this Digimon's digivolution cards to <Recovery +1 (Deck)>.
-- [On Deletion] return 1 card with [Jesmon], [Huckmon] or [Sistermon] in its name, other than [Sistermon
-- Blanc (Awakened)], from your trash to your hand (BaoHuckmon, Sistermon Ciel (Awakened) too, Q1647).
sisters.awakened(card, "Sistermon Blanc", "Sistermon Blanc (Awakened)", function(me) game.recovery(me, 1) end)
