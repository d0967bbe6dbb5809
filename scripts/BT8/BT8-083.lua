-- MaloMyotismon: [On Play] if there are 5 or more cards with [Myotismon] in their names in your trash,
-- delete 1 of the opponent's unsuspended Digimon and trash the top card of the opponent's security
-- stack (all of it, even if this Digimon has left meanwhile, Q5975). [When Digivolving] trash the top
-- 5 cards of your deck; then, if there is a card with [Myotismon] in its name in your trash, gain 1
-- memory.
local function myotismons(me) return #fx.cards(game.trash_cards(me), fx.card_named("Myotismon")) end
card:on_play(function(me)
  if myotismons(me) < 5 then return end
  fx.delete(me, {filter = function(d) return not game.suspended(d) end})
  game.trash_security(game.opponent(me), 1)
end)
card:when_digivolving(function(me)
  game.trash(game.deck_top(me, 5))
  if myotismons(me) > 0 then game.gain_memory(me, 1) end
end)
