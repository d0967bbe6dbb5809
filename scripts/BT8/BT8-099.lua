-- Giga Death: [Main] suspend 1 of the opponent's Digimon; then place up to 10 of the opponent's
-- suspended Digimon at the bottom of their owner's deck, together, in the order you choose.
-- [Security] suspend 1 of the opponent's Digimon; then return 1 of the opponent's suspended Digimon
-- to the bottom of its owner's deck.
local function suspend_one(me) game.suspend(fx.choose(me, game.opponent(me), 1)) end
card:main(function(me)
  suspend_one(me)
  local chosen = fx.choose(me, game.opponent(me), 10, game.suspended, true)
  game.return_to_deck(fx.ordered(me, chosen), "bottom") -- the first picked goes to the bottom first
end)
card:security(function(me)
  suspend_one(me)
  game.return_to_deck(fx.choose(me, game.opponent(me), 1, game.suspended), "bottom")
end)
