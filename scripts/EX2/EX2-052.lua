-- ADR-06 Horn Striker: [Your Turn] while you have a [Mother D-Reaper] in play, this Digimon gains <Rush>.
card:static{turn = "yours", keywords = {"rush"}, condition = function(me) return dreaper.in_play(me) end}
