-- Crimson Blaze: in your hand, its memory cost is 1 less for each Digimon your opponent has in the
-- battle area (never below 0, Q1773): its use cost itself (itself = true, Q3271). [Main] First, your opponent can't play Digimon by effects until
-- the end of their turn (the end of this turn when used in their turn, Q1776; a prohibition on that
-- player's effects only, Q4663, Q4664); then delete all of your opponent's Digimon with 6000 DP or
-- less (in this order, Q1775). [Security] this card's [Main] effect.
card:play_cost(function(me) return #game.digimon(game.opponent(me)) end, {itself = true})
local function blaze(me)
  local opp = game.opponent(me)
  game.cannot(me, opp, "play_digimon_by_effects", "opponents_turn")
  game.delete(fx.digimon(opp, fx.deletion_dp_at_most(me, 6000)))
end
card:main(blaze)
card:security(blaze)
