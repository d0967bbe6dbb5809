-- Shivamon: [Opponent's Turn] as long as every one of your Digimon is suspended, your opponent
-- can't use Option cards (a prohibition on that player, 15-1-3: the core's "use_options"; an Option
-- already used is not undone, Q1736, and activating a <Delay> in the battle area is no use, Q1737).
-- [Your Turn] when this Digimon is unsuspended in your unsuspend phase, trash the top card of your
-- opponent's security stack.
local function all_suspended(me)
  return #fx.digimon(me, function(d) return not game.suspended(d) end) == 0
end
card:opponent_cannot("use_options", {turn = "opponents", condition = all_suspended})
card:when("digimon_unsuspended", function(me) game.trash_security(game.opponent(me), 1) end,
  {turn = "yours", whose = "self", condition = function() return game.phase() == "unsuspend" end})
