-- Raremon: [On Play] reveal the top 3 cards of your deck; add 1 Option card among them to the hand; trash
-- the rest.
card:on_play(function(me) fx.reveal(me, 3, {filter = fx.card_kind("Option"), rest = "trash", must = true}) end)
