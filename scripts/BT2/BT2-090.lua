-- Matt Ishida: [Start of Your Turn] if you have 2 or less memory, set it to 3. [On Play] return 1
-- purple Digimon card or purple Option card from your trash to your hand (Q1039). [Security] play
-- this card free.
local function low(me) return game.memory(me) <= 2 end
card:start_of_your_turn(function(me) if low(me) then game.set_memory(me, 3) end end, {condition = low})
card:on_play(function(me)
  local fits = fx.cards(game.trash_cards(me), function(c)
    local k = game.card_kind(c)
    return (k == "Digimon" or k == "Option") and game.card_has_color(c, "purple")
  end)
  local c = game.choose(me, fits, 1, 1, "cards")[1]
  if c then game.to_hand(c) end
end)
card:security(function(me, self, c) game.play(c) end)
