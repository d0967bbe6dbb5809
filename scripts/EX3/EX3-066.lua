-- Hyper Infinity Cannon: while you have a level 6 Digimon with [Machine] in its traits in the battle area,
-- you may use this card without meeting its colour requirements (Q3432).
-- [Main] <De-Digivolve 3> on 1 of your opponent's Digimon. Then, by placing 1 card with [Cyborg] in its
-- traits from your hand or trash under 1 of your level 6 Digimon with [Machine] in its traits as its
-- bottom digivolution card, delete 1 of your opponent's Digimon with 6000 DP or less.
-- [Security] activate the [Main] effect.
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
