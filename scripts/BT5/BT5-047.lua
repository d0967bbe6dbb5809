-- Palmon: [On Deletion] place 1 [Palmon] from your trash (this card itself too, Q1333) under 1 of
-- your green Digimon as its bottom digivolution card.
local function palmon(c) return game.card_name(c) == "Palmon" end
card:on_deletion(function(me)
  local c = game.choose(me, fx.cards(game.trash_cards(me), palmon), 1, 1, "cards")[1]
  if not c then return end
  local d = fx.choose_one(me, me, fx.colored("green"))
  if d then game.put_under(c, d, "bottom") end
end)
