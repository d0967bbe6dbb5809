-- Arctic Blizzard: [Main] choose 1 digivolution card of 1 of your opponent's Digimon and trash it;
-- then 1 of your Digimon gets +2000 DP for the turn. [Security] add this card to your hand.
card:main(function(me)
  local sources = {}
  for _, d in ipairs(game.digimon(game.opponent(me))) do
    for _, s in ipairs(game.source_cards(d)) do sources[#sources + 1] = s end
  end
  local s = game.choose(me, sources, 1, 1, "cards")[1]
  if s then game.move_source(s, "trash") end
  fx.change_one(me, me, {dp = 2000})
end)
card:security(function(me, self, c) game.to_hand(c) end)
