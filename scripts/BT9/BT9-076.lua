-- Maycrackmon: Vicious Mode: [On Play] [When Digivolving] you may trash 1 card in your hand; if it is
-- purple, delete 1 of your opponent's level 3 Digimon; if it is yellow, 1 of your opponent's Digimon
-- gets -3000 DP for the turn (both for a purple and yellow card, Q1869). Inherited: [On Deletion] if
-- this Digimon had 2 or more colours, gain 2 memory (Q1870).
local function effect(me)
  xab.by_trashing(me, nil, function(c)
    if game.card_has_color(c, "purple") then fx.delete(me, {filter = function(d) return game.level(d) == 3 end}) end
    if game.card_has_color(c, "yellow") then fx.change_one(me, game.opponent(me), {dp = -3000}) end
  end)
end
card:on_play(effect)
card:when_digivolving(effect)
xab.two_colour_memory(card)
