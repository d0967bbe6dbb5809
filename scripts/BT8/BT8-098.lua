-- Innocence Blizzard: [Main] trash the bottom digivolution card of each of the opponent's Digimon
-- (together); then up to 3 of the opponent's Digimon with no digivolution cards (chosen now: one
-- played later is not, Q1777) can't attack or block until the end of the opponent's next turn (used
-- on the opponent's turn, that turn's end, Q1778). [Security] the same.
local function effect(me)
  local opp = game.opponent(me)
  game.trash_sources(game.digimon(opp), 1)
  local hit = fx.choose(me, opp, 3, fx.no_sources, true)
  if #hit > 0 then game.change(me, hit, {forbid = {"attack", "block"}}, "opponents_turn") end
end
card:main(effect)
card:security(effect)
