-- Babamon: [On Deletion] you may play from your hand without paying either 1 [Rosemon] or up to 2
-- yellow level 3 Digimon cards (played together).
local function rosemon(c) return game.card_name(c) == "Rosemon" end
local function yellow3(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "yellow") and game.card_level(c) == 3
end
card:on_deletion(function(me)
  local roses, yellows = fx.cards(game.hand(me), rosemon), fx.cards(game.hand(me), yellow3)
  local modes = {}
  if #roses > 0 then modes[#modes + 1] = "Rosemon" end
  if #yellows > 0 then modes[#modes + 1] = "yellow level 3" end
  if #modes == 0 then return end
  if game.choose_mode(me, modes) == "Rosemon" then
    game.play_all(game.choose(me, roses, 1, 1, "cards"))
  else
    game.play_all(game.choose(me, yellows, 1, 2, "cards"))
  end
end, {optional = true})
