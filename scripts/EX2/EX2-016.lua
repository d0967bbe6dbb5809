-- Gorillamon: [On Play] you may play 1 level 3 Digimon card from among the digivolution cards of 1 of
-- your blue Digimon, without paying.
card:on_play(function(me)
  local fits = {}
  for _, d in ipairs(fx.digimon(me, fx.colored("blue"))) do
    for _, c in ipairs(game.source_cards(d)) do
      if game.card_kind(c) == "Digimon" and game.card_level(c) == 3 then fits[#fits + 1] = c end
    end
  end
  local c = game.choose(me, fits, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
