-- Whamon: [On Play] you may play 1 level 3 Digimon card from the digivolution cards of one of your
-- Digimon as another Digimon without paying (it enters unsuspended, with none of the old Digimon's
-- effects, Q1547). If you did, you may place 1 blue Digimon card from your hand at the bottom of the
-- digivolution cards of one of your Digimon (this one too, Q1546).
local function level3(c) return game.card_kind(c) == "Digimon" and game.card_level(c) == 3 end
card:on_play(function(me)
  local fit = {}
  for _, d in ipairs(game.digimon(me)) do
    for _, c in ipairs(fx.cards(game.source_cards(d), level3)) do fit[#fit + 1] = c end
  end
  local c = game.choose(me, fit, 0, 1, "cards")[1]
  if not (c and game.play(c)) then return end
  local blue = fx.cards(game.hand(me), function(x) return game.card_kind(x) == "Digimon" and game.card_has_color(x, "blue") end)
  local x = game.choose(me, blue, 0, 1, "cards")[1]
  local d = x and fx.choose_one(me, me)
  if d then game.put_under(x, d, "bottom") end
end)
