-- ADR-05 Creep Hands: on the opponent's turn it has <Blocker> for as long as its player has a
-- [Mother D-Reaper] in play.
card:static{turn = "opponents", keywords = {"blocker"}, condition = function(me) return dreaper.in_play(me) end}
