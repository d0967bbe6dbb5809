-- Veemon: [On Play] reveal the top 4 cards of your deck; add 1 card printed in exactly 2 colours, one
-- of them blue, among them to your hand (an Option too, Q1711; a card only treated as blue on the
-- field does not count, Q1712); the rest to the bottom of the deck in any order.
card:on_play(function(me) fx.reveal(me, 4, {filter = awaken.two_color("blue"), must = true}) end)
