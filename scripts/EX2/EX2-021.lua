-- Kyubimon: [When Digivolving] the 3 top cards of the deck are revealed; an Option naming Plug-In (a
-- part of the name) among them goes to the hand (not "up to"); the others go under the deck, ordered by
-- the player. Inherited: [Your Turn] [Once Per Turn] once its player has used an Option whose use cost
-- is 2 or higher (Q3312, Q5481, Q5482: kitsune.on_option), one opposing Digimon loses 2000 DP this turn.
card:when_digivolving(function(me) fx.reveal(me, 3, {filter = kitsune.plug_in, must = true}) end)
kitsune.on_option(card, kitsune.weaken(2000), {inherited = true, once_per_turn = true})
