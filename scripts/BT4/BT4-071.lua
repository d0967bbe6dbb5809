-- Tankdramon: [Your Turn] when another of your Digimon with [D-Brigade] in its type is deleted, reveal
-- the top 2 cards of your deck; you may play 1 [Commandramon] among them without paying; the rest go
-- to the bottom of the deck in any order. (Deleted together with it, it is in the trash and does not
-- activate, Q1222: the core's 15-4-4-3.)
local brigade = fx.trait_has("D-Brigade")
card:when("digimon_deleted", function(me)
  fx.reveal(me, 2, {filter = function(c) return game.card_name(c) == "Commandramon" end, to = "play"})
end, {whose = "own", turn = "yours", condition = function(me, self, c, d) return d ~= self and brigade(d) end})
