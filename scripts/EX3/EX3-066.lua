-- Hyper Infinity Cannon: its colour requirement is waived while a level 6 Digimon of yours whose traits
-- hold [Machine] is in the battle area (Q3432).
-- [Main] <De-Digivolve 3> on one Digimon of the opponent. Then an optional cost: put a card whose
-- traits hold [Cyborg], from the hand or the trash, at the bottom of the stack of a level 6 Digimon of
-- yours whose traits hold [Machine]; if paid, one opponent's Digimon of 6000 DP or less is deleted.
-- [Security] its [Main] effect.
-- "in its traits": a part of one trait (2-3-2-4): Machine Dragon counts.
local machine, card_cyborg = fx.trait_has("Machine"), fx.card_trait_has("Cyborg")
local function machine6(d) return game.level(d) == 6 and machine(d) end
card:use_requirement(function(me, d) return game.kind(d) == "Digimon" and machine6(d) end)
local function effect(me)
  fx.de_digivolve_one(me, 3)
  local pool = fx.cards(game.hand(me), card_cyborg)
  for _, c in ipairs(fx.cards(game.trash_cards(me), card_cyborg)) do pool[#pool + 1] = c end
  local hosts = fx.digimon(me, machine6)
  if #pool == 0 or #hosts == 0 then return end
  fx.by(me, function()
    local c = game.choose(me, pool, 1, 1, "cards")[1]
    return game.put_under(c, game.choose(me, hosts, 1, 1)[1], "bottom")
  end, function() fx.delete(me, {dp = 6000}) end)
end
card:main(effect)
card:security(effect)
