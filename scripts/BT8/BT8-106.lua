-- Senbon Dokkān: [Main] reveal the top 3 cards of your deck; you may play any number of Digimon cards
-- with [Mamemon] in their names (a (Rule) name counts, Q1744) among them whose play costs add up to
-- 15 or less, without paying (as few as you like, Q1786; played together); then delete 1 of your
-- opponent's Digimon with a play cost (Q1787) of 6 or less for each Digimon played (one deletion of
-- them all); trash the rest. [Security] activate this card's [Main] effect.
local function mamemon(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Mamemon") end
local function cost_6(d) local cost = game.cost(d) return cost ~= nil and cost <= 6 end
local function effect(me)
  local shown = game.reveal(me, 3)
  local picks, left = {}, 15
  while true do -- one pick at a time: each keeps the total within what is left
    local fit = fx.cards(shown, function(c)
      local cost = game.card_cost(c) or 0
      if not mamemon(c) or cost > left then return false end
      for _, p in ipairs(picks) do if p == c then return false end end
      return true
    end)
    local c = game.choose(me, fit, 0, 1, "cards")[1]
    if not c then break end
    picks[#picks + 1] = c
    left = left - (game.card_cost(c) or 0)
  end
  local played = game.play_all(picks)
  if #played > 0 then fx.delete(me, {count = #played, filter = cost_6}) end
  game.trash(fx.cards(shown, function(c) return game.card_zone(c) == "processing" end))
end
card:main(effect)
card:security(effect)
