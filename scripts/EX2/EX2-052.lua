-- ADR-06 Horn Striker: on its player's turn it has <Rush> for as long as a [Mother D-Reaper] of
-- theirs is in play.
card:static{turn = "yours", keywords = {"rush"}, condition = function(me) return dreaper.in_play(me) end}
