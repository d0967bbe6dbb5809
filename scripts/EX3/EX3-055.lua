-- Wormmon (as corrected by the erratum): [On Play] reveal the top 3 cards of your deck; add 1 purple or
-- red card with the [Free] trait or with [Imperialdramon] in its name among them to your hand, and trash
-- 1 such card among them (as many as there are; "purple or red" is asked of both kinds, Q3424); the
-- rest go to the bottom of the deck in any order.
-- Inherited: [All Turns] while you have a red Digimon in the battle area, this Digimon gains
-- <Retaliation>.
local function such(c)
  return (game.card_has_color(c, "purple") or game.card_has_color(c, "red"))
    and (game.card_has_trait(c, "Free") or game.card_name_has(c, "Imperialdramon"))
end
card:on_play(function(me)
  local shown = game.reveal(me, 3)
  local picked = fx.pick_each(me, shown, {such, such}, true)
  if picked[1] then game.to_hand(picked[1]) end
  if picked[2] then game.trash(picked[2]) end
  fx.place_revealed(me, shown)
end)
card:static{inherited = true, keywords = {"retaliation"},
  condition = function(me) return #fx.digimon(me, fx.colored("red")) > 0 end}
