-- Machinedramon: [On Play] you may place up to 5 level 5 red and/or black cards with [Cyborg] in their
-- traits and different card numbers (erratum of 2021-11-26: level 5) from your hand and trash among
-- this Digimon's digivolution cards (Digimon cards, Q3267), gaining 1 memory for each card placed.
-- [All Turns] this Digimon's DP can't be reduced. [All Turns] when this Digimon would be deleted, you
-- may trash 2 level 5 Digimon cards among its digivolution cards to prevent it (may decline, Q3268;
-- once per deletion, Q6030).
local cyborg = fx.card_trait_has("Cyborg")
local function material(c)
  return game.card_kind(c) == "Digimon" and game.card_level(c) == 5 and cyborg(c)
    and (game.card_has_color(c, "red") or game.card_has_color(c, "black"))
end
card:on_play(function(me, self)
  local picked, numbers = {}, {}
  -- one pick at a time: each pick rules out the card numbers already picked
  for _ = 1, 5 do
    local left = {}
    for _, pile in ipairs({game.hand(me), game.trash_cards(me)}) do
      for _, c in ipairs(fx.cards(pile, material)) do
        if not numbers[game.card_number(c)] then left[#left + 1] = c end
      end
    end
    local c = game.choose(me, left, #picked == 0 and 1 or 0, 1, "cards")[1]
    if not c then break end
    picked[#picked + 1], numbers[game.card_number(c)] = c, true
  end
  if #picked == 0 then return end
  game.put_under(picked, self)
  game.gain_memory(me, #picked)
end, {optional = true})
card:static{forbid = {"be_dp_reduced"}}
local function level5(self)
  return fx.cards(game.source_cards(self), function(c) return game.card_kind(c) == "Digimon" and game.card_level(c) == 5 end)
end
card:when_would("be_deleted", function(me, self)
  game.move_source(game.choose(me, level5(self), 2, 2, "cards"), "trash")
  return true
end, {optional = true, condition = function(me, self) return #level5(self) >= 2 end})
