-- Millenniummon: [When Digivolving] return 1 of your opponent's Digimon to the bottom of their deck
-- (its digivolution cards to the trash). [On Deletion] if this card had digivolution cards, you may
-- play this card from your trash without paying (the card alone: its digivolution cards stay in the
-- trash, Q1035).
card:when_digivolving(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.return_to_deck(d, "bottom") end
end)
local function had_sources(me, self) return game.sources(self) > 0 end
card:on_deletion(function(me, self, c)
  if game.card_zone(c) == "trash" then game.play(c) end
end, {optional = true, condition = had_sources})
