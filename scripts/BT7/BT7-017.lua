-- Chaosdramon: your [Machinedramon] may digivolve into this card in your hand for 1, ignoring its
-- digivolution requirements (by an effect too, Q1521). [When Digivolving] you may place 1 red or black
-- level 5 card with [Cyborg] in its traits from your hand or trash on top of this Digimon's digivolution
-- cards (with or without a target, Q1520) to delete 1 of your opponent's Digimon with 6000 DP or less for
-- each level 5 card with [Cyborg] in its traits among its digivolution cards (one deletion of them all).
card:digivolve_from(function(me, self, c, d) return game.name(d) == "Machinedramon" end, 1)

local function cyborg5(c) return game.card_level(c) == 5 and fx.card_trait_has("Cyborg")(c) end
card:when_digivolving(function(me, self)
  local fit = {}
  for _, c in ipairs(game.hand(me)) do fit[#fit + 1] = c end
  for _, c in ipairs(game.trash_cards(me)) do fit[#fit + 1] = c end
  fit = fx.cards(fit, function(c) return cyborg5(c) and (game.card_has_color(c, "red") or game.card_has_color(c, "black")) end)
  if #fit == 0 then return end
  fx.by(me, function()
    local c = game.choose(me, fit, 1, 1, "cards")[1]
    return c ~= nil and game.put_under(c, self, "top")
  end, function()
    local n = #fx.cards(game.source_cards(self), cyborg5)
    if n > 0 then fx.delete(me, {count = n, dp = 6000}) end
  end)
end)
