-- AncientGreymon: [Your Turn] <Security Attack +1> for each Digimon card among its digivolution cards
-- with [Greymon] in its name (but [DoruGreymon], [BurningGreymon], [DexDoruGreymon]) or [Hybrid] in
-- its form. [On Deletion] you may play 1 red level 4 or lower Digimon card with [Hybrid] in its form
-- from your hand without paying.
local excluded = {DoruGreymon = true, BurningGreymon = true, DexDoruGreymon = true}
local function hybrid(c)
  for _, f in ipairs(game.card_form(c)) do if string.find(f, "Hybrid", 1, true) then return true end end
  return false
end
local function counts(c)
  if game.card_kind(c) ~= "Digimon" then return false end
  return (game.card_name_has(c, "Greymon") and not excluded[game.card_name(c)]) or hybrid(c)
end
card:static{turn = "yours", security_attack = function(me, self) return #fx.cards(game.source_cards(self), counts) end}
local function playable(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "red") and (game.card_level(c) or 0) <= 4 and hybrid(c)
end
card:on_deletion(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), playable), 0, 1, "cards")[1]
  if c then game.play(c) end
end)
