-- Leopardmon: [When Digivolving] you may play 1 level 4 or lower Digimon card from among the
-- digivolution cards of 1 of your Digimon without paying its cost (this one's too, Q1065).
-- On your turn, your level 4 or lower Digimon gain <Jamming> (and lose it above level 4, Q1066).
local function low(c) return game.card_kind(c) == "Digimon" and (game.card_level(c) or 99) <= 4 end
card:when_digivolving(function(me)
  local under = {}
  for _, d in ipairs(game.digimon(me)) do
    for _, c in ipairs(fx.cards(game.source_cards(d), low)) do under[#under + 1] = c end
  end
  local c = game.choose(me, under, 1, 1, "cards")[1]
  if c then game.play(c) end
end, {optional = true})
card:static{turn = "yours", applies = "own_digimon", keywords = {"jamming"},
  condition = function(me, self, c, d) return (game.level(d) or 99) <= 4 end}
