-- Arukenimon: [When Attacking] you may pay 3 memory to play 1 [MaloMyotismon] from your hand without paying
-- its cost; then delete this Digimon.
local function malo(c) return game.card_name(c) == "MaloMyotismon" end
card:when_attacking(function(me, self)
  local c = game.choose(me, fx.cards(game.hand(me), malo), 1, 1, "cards")[1]
  if not c then return end
  game.lose_memory(me, 3)
  game.play(c)
  game.delete(self)
end, {optional = true})
