-- Glaive Memory Boost!: [Main] return 1 purple Digimon card from your trash to your hand (none there:
-- the rest still happens, Q1492); then place this card in your battle area. [Main] <Delay>: gain 2
-- memory. [Security] place this card in its owner's battle area.
local function purple(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "purple") end
card:main(function(me, self, c)
  game.to_hand(game.choose(me, fx.cards(game.trash_cards(me), purple), 1, 1, "cards"))
  game.place(c)
end)
card:activated(function(me) game.gain_memory(me, 2) end, {delay = true})
card:security(function(me, self, c) game.place(c) end)
