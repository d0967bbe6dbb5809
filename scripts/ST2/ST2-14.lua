-- Sorrow Blue: one of the opponent's Digimon without digivolution cards can't attack or block
-- until the end of the opponent's next turn. Security: the same until the end of your next turn.
local function effect(until_)
  return function(me)
    fx.change_one(me, game.opponent(me), {forbid = {"attack", "block"}}, until_, fx.no_sources)
  end
end
card:main(effect("opponents_turn"))
card:security(effect("your_turn"))
