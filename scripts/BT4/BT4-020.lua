-- ShineGreymon: [Your Turn] when one of your red or yellow Tamers becomes suspended, this Digimon
-- gains <Security Attack +1> for the turn (each time: two such suspensions give +2, Q1176, Q1177).
local function red_or_yellow(me, self, c, t) return game.has_color(t, "red") or game.has_color(t, "yellow") end
card:when("tamer_suspended", function(me, self) game.change(me, self, {security_attack = 1}) end,
  {whose = "own", turn = "yours", condition = red_or_yellow})
