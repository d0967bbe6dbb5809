-- Commandramon: [On Deletion] reveal the top 3 cards of your deck; you may play 1 [Commandramon]
-- among them without paying; the rest go to the bottom of the deck in any order.
card:on_deletion(function(me)
  fx.reveal(me, 3, {filter = function(c) return game.card_name(c) == "Commandramon" end, to = "play"})
end)
