-- LadyDevimon: [When Digivolving] you may trash 1 card of your hand; if you do (else nothing is
-- revealed, Q744), reveal the top 3 cards of your deck, add 1 yellow and 1 purple card with [Angel],
-- [Archangel] or [Fallen Angel] in any of its traits among them to the hand (both when both are
-- there, Q745), and place the rest at the bottom in any order.
-- Inherited: [Your Turn] all of your yellow Digimon have <Retaliation>.
local angel, archangel, fallen = fx.card_trait_has("Angel"), fx.card_trait_has("Archangel"), fx.card_trait_has("Fallen Angel")
local function angelic(col)
  return function(c) return game.card_has_color(c, col) and (angel(c) or archangel(c) or fallen(c)) end
end
card:when_digivolving(function(me)
  fx.by(me, function()
    local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
    if c then game.trash(c) end
    return c ~= nil
  end, function() fx.reveal_each(me, 3, {angelic("yellow"), angelic("purple")}, {must = true}) end)
end)
card:static{inherited = true, turn = "yours", applies = "own_digimon", keywords = {"retaliation"},
  condition = function(me, self, c, d) return game.has_color(d, "yellow") end}
