-- Ryudamon: [On Play] reveal the top 3 cards of your deck; add 1 card with [X-Antibody] in its traits
-- and 1 [Yuji Musya] among them to your hand; the rest to the bottom of the deck in any order.
-- Inherited: [All Turns] while this Digimon has [X-Antibody] in its traits, it gains <Decoy (Black)>.
card:on_play(function(me)
  fx.reveal_each(me, 3, {awaken.xab_card, function(c) return game.card_name(c) == "Yuji Musya" end}, {must = true})
end)
card:static{inherited = true, keywords = {"decoy(black)"}, condition = function(me, self) return awaken.xab(self) end}
