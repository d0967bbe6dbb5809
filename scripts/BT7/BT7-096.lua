-- Starlight Velocity: [Main] you may play 1 Tamer card, or 1 Digimon card with [Hybrid] in its traits, from
-- the digivolution cards of one of your Digimon as a Tamer or another Digimon without paying.
-- [Security] you may play 1 [Koji Minamoto] from your hand or trash without paying.
card:main(function(me)
  local fit = {}
  for _, d in ipairs(game.digimon(me)) do
    for _, c in ipairs(game.source_cards(d)) do
      local kind = game.card_kind(c)
      if kind == "Tamer" or (kind == "Digimon" and warriors.hybrid(c)) then fit[#fit + 1] = c end
    end
  end
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if c then game.play(c) end
end)
card:security(function(me) tamers.play_named(me, "Koji Minamoto") end)
