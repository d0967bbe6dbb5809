-- Hawkmon: [On Play] reveal the top 4 cards of your deck; add 1 card printed in exactly 2 colours, one
-- of them red, among them to your hand (an Option too, Q1698; a card that is only treated as red
-- on the field does not count, Q1699); the rest to the bottom of the deck in any order.
card:on_play(function(me) fx.reveal(me, 4, {filter = awaken.two_color("red"), must = true}) end)
