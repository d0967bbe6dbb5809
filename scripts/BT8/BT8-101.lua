-- Plasma Shot: it may be used without meeting its colour requirements while you have a Digimon with
-- [Armor Form] in its traits. [Main] 1 of the opponent's Digimon gets -4000 DP for the turn, and all of
-- the opponent's Digimon get -1000 DP for the turn for each card with [Armor Form] in its traits in
-- your trash (the chosen one too, Q1781). [Security] the same.
local function effect(me)
  local opp = game.opponent(me)
  fx.change_one(me, opp, {dp = -4000})
  local n = #fx.cards(game.trash_cards(me), awaken.armor_card)
  if n > 0 then game.change(me, game.digimon(opp), {dp = -1000 * n}) end
end
card:use_requirement(awaken.armor_use_requirement)
card:main(effect)
card:security(effect)
