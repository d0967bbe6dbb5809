-- Izzy Izumi: [Main] if you have a level 5 or higher green Digimon, you may suspend this Tamer to
-- reveal the top card of your deck: a Digimon card goes to the hand, any other card to the bottom of
-- the deck. [Security] play this card free.
local function ready(me, self)
  return game.can_suspend(self) and #fx.digimon(me, fx.color_level_at_least("green", 5)) > 0
end
card:activated(function(me, self)
  if not fx.paid_by_suspending(self) then return end
  local c = game.reveal(me, 1)[1]
  if not c then return end
  if game.card_kind(c) == "Digimon" then game.to_hand(c) else game.to_deck(c, "bottom") end
end, {condition = ready})
card:security(function(me, self, c) game.play(c) end)
