-- Darkdramon: <Rush> (card data). [On Play] return up to 5 Digimon cards with [D-Brigade] in their
-- types from your trash to the top of your deck, in the order you choose, and gain 2 memory for each
-- card returned.
local brigade = fx.card_trait_has("D-Brigade")
local function fits(c) return game.card_kind(c) == "Digimon" and brigade(c) end
card:on_play(function(me)
  local left = fx.cards(game.trash_cards(me), fits)
  local order = {}
  for _ = 1, 5 do -- the player names them in order, the last one ends on top (3-1-3-4); one move below
    if #left == 0 then break end
    local c = game.choose(me, left, 0, 1, "cards")[1]
    if not c then break end
    order[#order + 1] = c
    local rest = {}
    for _, x in ipairs(left) do if x ~= c then rest[#rest + 1] = x end end
    left = rest
  end
  if #order == 0 then return end
  local n = game.to_deck(order, "top")
  game.gain_memory(me, 2 * n)
end)
