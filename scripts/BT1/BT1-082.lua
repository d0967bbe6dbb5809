-- Rosemon: [Opponent's Turn] when an opponent's Digimon attacks a player, if this Digimon is
-- suspended, its player suspends 1 of the opponent's Digimon (chosen by Rosemon's player, Q936).
-- "If suspended" is checked when the effect activates, not when the attack is declared
-- (suspended in between: it activates, Q937; unsuspended in between: it does not, Q938).
local function at_player() local _, target = game.attack() return target == 0 end
card:when("digimon_attacking", function(me, self)
  if not game.suspended(self) then return end
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
end, {whose = "opponents", turn = "opponents", condition = at_player})
