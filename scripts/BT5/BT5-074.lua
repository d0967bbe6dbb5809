-- Troopmon: [On Deletion] you may play 1 [Troopmon] from your hand without paying.
local function troopmon(c) return game.card_name(c) == "Troopmon" end
card:on_deletion(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), troopmon), 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
