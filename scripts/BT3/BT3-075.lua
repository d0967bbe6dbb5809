-- Craniamon: <Blocker> (card data). [All Turns] your Digimon with <Blocker> can't be deleted by the opponent's
-- effects (a battle or 0 DP still deletes them, Q1096).
card:static{applies = "own_digimon", forbid = {"be_deleted_by_opponents_effects"}, condition = function(me, self, c, d)
  return game.has_keyword(d, "blocker")
end}
