-- Ginryumon (inherited): [Opponent's Turn] while this Digimon has [X-Antibody] in its traits, it
-- gains <Blocker>.
card:static{inherited = true, turn = "opponents", keywords = {"blocker"},
  condition = function(me, self) return awaken.xab(self) end}
