-- Alphamon: Ouryuken: digivolves for 3 from [Alphamon] with an [Ouryumon] among its digivolution cards
-- (a rule line the importer does not read: card:digivolve_from says it). [When Digivolving] delete all
-- of your opponent's Digimon with the highest play cost. [End of Your Turn] [Once Per Turn] you may
-- return up to 7 non-Digi-Egg cards with [X Antibody] in their traits from this Digimon's digivolution
-- cards to the bottom of your deck in the order you choose ([X Antibody] itself too: it is not
-- trashed, Q1927); if you do, gain 1 memory for each card returned (the turn goes on, Q1926).
local xanti = fx.card_trait_has("X Antibody")
card:digivolve_from(function(me, self, c, d)
  return game.name(d) == "Alphamon" and #fx.cards(game.source_cards(d), function(x) return game.card_name(x) == "Ouryumon" end) > 0
end, 3)
card:when_digivolving(function(me)
  local opp, top = game.opponent(me), -1
  for _, d in ipairs(game.digimon(opp)) do top = math.max(top, game.cost(d) or -1) end
  local list = game.digimon(opp, function(d) return (game.cost(d) or -1) == top end)
  if #list > 0 then game.delete(list) end
end)
local function returnable(self)
  return fx.cards(game.source_cards(self), function(c) return game.card_kind(c) ~= "Digi-Egg" and xanti(c) end)
end
card:end_of_your_turn(function(me, self)
  local picked = game.choose(me, returnable(self), 1, 7, "cards")
  local order = {}
  fx.in_order(me, picked, function(c) order[#order + 1] = c end)
  if #order == 0 then return end
  game.move_source(order, "deck_bottom")
  game.gain_memory(me, #order)
end, {once_per_turn = true, optional = true, condition = function(me, self) return #returnable(self) > 0 end})
