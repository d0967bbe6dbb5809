-- Gladimon: [On Play] you may search your security stack for 1 Digimon card with [Warrior] or
-- [Holy Warrior] in its types, reveal it and add it to the hand; if you did, <Recovery +1 (Deck)>
-- (none when no card was added, Q1321). Then shuffle your security stack (looking at it shows the
-- opponent nothing but the card added, Q1320). The shuffle is a step of its own ("then", 15-6-2):
-- it happens when the search is declined too.
local function warrior(c) return game.card_kind(c) == "Digimon" and fx.card_trait_has("Warrior")(c) end
card:on_play(function(me)
  if game.yes_no(me) then
    local c = game.choose(me, fx.cards(game.security_cards(me), warrior), 0, 1, "cards")[1]
    if c then
      game.to_hand(c, {named = true})
      game.recovery(me, 1)
    end
  end
  game.shuffle(me, "security")
end)
