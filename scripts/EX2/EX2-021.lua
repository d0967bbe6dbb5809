-- Kyubimon: [When Digivolving] reveal the top 3 cards of your deck; add 1 Option card with [Plug-In] in
-- its name among them to your hand (no "up to"); the rest to the bottom of the deck in any order.
-- Inherited: [Your Turn] [Once Per Turn] when you use an Option card with a use cost of 2 or more
-- (Q3312, Q5481, Q5482: kitsune.on_option), 1 of your opponent's Digimon gets -2000 DP for the turn.
card:when_digivolving(function(me) fx.reveal(me, 3, {filter = kitsune.plug_in, must = true}) end)
kitsune.on_option(card, kitsune.weaken(2000), {inherited = true, once_per_turn = true})
