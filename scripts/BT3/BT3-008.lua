-- Zubamon: [On Play] reveal the top 5 cards of your deck; add 1 [RagnaLoardmon] Digimon card and 1
-- Digimon card with the [Legend-Arms] trait among them to the hand (as many as there are, Q1048;
-- a card that is both counts as either, but as one only: Q1049, Q1050); the rest go to the bottom
-- of the deck in any order.
local function ragna(c) return game.card_kind(c) == "Digimon" and game.card_name(c) == "RagnaLoardmon" end
local function arms(c) return game.card_kind(c) == "Digimon" and game.card_has_trait(c, "Legend-Arms") end
local function either(c) return ragna(c) or arms(c) end
card:on_play(function(me)
  local shown = game.reveal(me, 5)
  local first = game.choose(me, fx.cards(shown, either), 1, 1, "cards")[1]
  if first then
    -- the card fills one of the two places; the other place takes a card that fits it
    local as = ragna(first) and "ragna" or "arms"
    if ragna(first) and arms(first) then as = game.choose_mode(me, {"ragna", "arms"}) end
    game.to_hand(first)
    local other = as == "ragna" and arms or ragna
    local second = game.choose(me, fx.cards(shown, function(c)
      return game.card_zone(c) == "processing" and other(c)
    end), 1, 1, "cards")[1]
    if second then game.to_hand(second) end
  end
  local rest = fx.cards(shown, function(c) return game.card_zone(c) == "processing" end)
  fx.in_order(me, rest, function(c) game.to_deck(c, "bottom") end)
end)
