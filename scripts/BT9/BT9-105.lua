-- Soul Digitalization: [Main] reveal the top 3 cards of your deck; choose 1 Digimon card with
-- [X Antibody] in its traits among them and delete 1 of your opponent's Digimon whose play cost is at
-- most the chosen card's. Trash the revealed cards. Then place 1 card with [X Antibody] in its traits
-- from your trash (one just revealed too, Q1912) under 1 of your Digimon with [X Antibody] in its
-- traits as its bottom digivolution card. [Security] the same.
local xanti = fx.card_trait_has("X Antibody")
local function effect(me)
  local shown = game.reveal(me, 3)
  local c = game.choose(me, fx.cards(shown, function(x) return game.card_kind(x) == "Digimon" and xanti(x) end), 1, 1, "cards")[1]
  if c then
    local cost = game.card_cost(c) or 0
    fx.delete(me, {filter = function(d) return (game.cost(d) or 99) <= cost end})
  end
  game.trash(shown)
  local d = fx.choose_one(me, me, fx.trait_has("X Antibody"))
  if not d then return end
  local x = game.choose(me, fx.cards(game.trash_cards(me), xanti), 1, 1, "cards")[1]
  if x then game.put_under(x, d, "bottom") end
end
card:main(effect)
card:security(effect)
