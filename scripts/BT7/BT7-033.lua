-- Bulkmon (inherited): [Opponent's Turn] while you have 3 or more security cards, this Digimon gains
-- <Blocker>.
card:static{inherited = true, turn = "opponents", keywords = {"blocker"},
  condition = function(me) return game.security(me) >= 3 end}
