-- Namakemon: [Main] you may suspend this Digimon to reveal the top 3 cards of your deck, add 1 green
-- Digimon card among them to your hand and place the rest at the bottom of the deck in any order.
local function green_digimon(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "green") end
card:activated(function(me, self)
  fx.by_suspending(me, self, function() fx.reveal(me, 3, {filter = green_digimon, must = true}) end)
end, {condition = function(me, self) return game.can_suspend(self) end})
