-- Kaiser Nail: choose a Digimon card among the digivolution cards of one of your Digimon and play
-- it as another Digimon for free. Security: the same.
local function effect(me)
  local cards = {}
  for _, d in ipairs(game.digimon(me)) do
    for _, c in ipairs(game.source_cards(d)) do
      if game.card_kind(c) == "Digimon" then cards[#cards + 1] = c end
    end
  end
  local c = game.choose(me, cards, 1, 1, "cards")[1]
  if c then game.play(c) end
end
card:main(effect)
card:security(effect)
