-- Full Moon Blaster: [Main] return 1 of the opponent's level 5 or lower Digimon to its owner's hand;
-- if the opponent has 8 or more cards in hand (read before, Q1267), to the bottom of its owner's deck
-- instead; its digivolution cards go to the trash. [Security] the same.
local function effect(me)
  local foe = game.opponent(me)
  local full = #game.hand(foe) >= 8
  local d = fx.choose_one(me, foe, fx.level_at_most(5))
  if not d then return end
  if full then game.return_to_deck(d, "bottom") else game.bounce(d) end
end
card:main(effect)
card:security(effect)
