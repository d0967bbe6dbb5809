-- Positron Laser: [Main] up to 2 of the opponent's Digimon can't attack or block until the end of their next
-- turn; then, if you have a blue Digimon, return 1 of the opponent's suspended Digimon to the hand.
-- [Security] up to 2 of the opponent's Digimon can't attack for the turn; then the same return.
local function blue(d) return game.has_color(d, "blue") end
local function effect(forbid, until_)
  return function(me)
    local opp = game.opponent(me)
    game.change(me, fx.choose(me, opp, 2, nil, true), {forbid = forbid}, until_)
    if #fx.digimon(me, blue) == 0 then return end
    local d = fx.choose_one(me, opp, game.suspended)
    if d then game.bounce(d) end
  end
end
card:main(effect({"attack", "block"}, "opponents_turn"))
card:security(effect({"attack"}, "turn"))
