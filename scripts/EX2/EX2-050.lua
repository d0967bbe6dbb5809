-- ADR-05 Creep Hands: [Opponent's Turn] while you have a [Mother D-Reaper] in play, this Digimon gains
-- <Blocker>.
card:static{turn = "opponents", keywords = {"blocker"}, condition = function(me) return dreaper.in_play(me) end}
