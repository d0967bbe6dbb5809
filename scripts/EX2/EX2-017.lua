-- Leomon: [Opponent's Turn] while you have a Tamer in play, this Digimon has <Blocker>.
-- [On Deletion] gain 2 memory and <Draw 1>.
card:static{turn = "opponents", keywords = {"blocker"}, condition = function(me) return #game.tamers(me) > 0 end}
card:on_deletion(function(me) game.gain_memory(me, 2) game.draw(me, 1) end)
