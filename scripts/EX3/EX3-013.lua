-- Chaosdramon: digivolves from [Machinedramon] for 1 (card data).
-- [On Play] [When Digivolving] by placing up to 3 red or black level 5 cards (the text's "red and black"
-- as Q3267 reads the same words on EX1-073 Machinedramon: red or black), with [Cyborg] in one of their
-- traits and with different card numbers, from your hand and your trash under this Digimon
-- as its bottom digivolution cards (at once), <De-Digivolve 1> 1 of your opponent's Digimon for each card
-- placed (separate instances, each on a Digimon chosen then: 16-12-7). Placing none does nothing.
-- [All Turns] when this Digimon would be deleted (by anything: an effect, a battle, 0 DP) or returned to
-- your hand or deck, you may trash 2 level 5 cards among its digivolution cards to keep it in play.
local function fits(c)
  return game.card_level(c) == 5 and (game.card_has_color(c, "red") or game.card_has_color(c, "black"))
    and fx.card_trait_has("Cyborg")(c)
end
local function place_and_de_digivolve(me, self)
  local pool = fx.cards(game.hand(me), fits)
  for _, c in ipairs(fx.cards(game.trash_cards(me), fits)) do pool[#pool + 1] = c end
  local picked, numbers = {}, {}
  for _ = 1, 3 do
    local left = fx.cards(pool, function(c) return not numbers[game.card_number(c)] end)
    local c = game.choose(me, left, 0, 1, "cards")[1]
    if not c then break end
    picked[#picked + 1], numbers[game.card_number(c)] = c, true
  end
  if #picked == 0 or not game.on_field(self) then return end
  game.put_under(picked, self, "bottom")
  fx.for_each(#picked, function() fx.de_digivolve_one(me, 1) end)
end
card:on_play(place_and_de_digivolve)
card:when_digivolving(place_and_de_digivolve)
local function level5_sources(self) return fx.cards(game.source_cards(self), fx.card_level(5)) end
card:when_would("leave_battle_area", function(me, self)
  game.move_source(game.choose(me, level5_sources(self), 2, 2, "cards"), "trash")
  return true
end, {optional = true, condition = function(me, self)
  local how = game.leaving()
  return (how == "delete" or how == "hand" or how == "deck") and #level5_sources(self) >= 2
end})
