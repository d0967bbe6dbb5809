-- Ginkakumon Promote: <Rush> (card data). [On Play] you may place 1 [Kinkakumon] and 1 [Ginkakumon]
-- (those exact names: not a Ginkakumon Promote, Q1464) from your trash among this card's digivolution
-- cards, at the bottom, in the order you choose; placing, you place as many as you can (not only one
-- when both are there, Q1465). If 2 were placed, <Draw 1> and gain 1 memory.
local function named(name) return function(c) return game.card_name(c) == name end end
card:on_play(function(me, self)
  local picked = fx.pick_each(me, game.trash_cards(me), {named("Kinkakumon"), named("Ginkakumon")}, true)
  local order = {}
  fx.in_order(me, picked, function(c) order[#order + 1] = c end)
  if #order == 0 or not game.put_under(order, self, "bottom") then return end
  if #order == 2 then
    game.draw(me, 1)
    game.gain_memory(me, 1)
  end
end, {optional = true})
