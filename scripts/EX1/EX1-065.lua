-- Diaboromon: [Security] at the end of the battle (whatever its outcome, Q3252; before the next
-- security check, Q3253), you may play 1 [Diaboromon] token without paying (level 6, white, 3000 DP:
-- the facts of BT2-082-T). [Opponent's Turn] all of your [Diaboromon] (that name) have <Blocker>
-- (gone with this Digimon, Q3251).
local token = card:delayed(function(me) if game.yes_no(me) then game.play_token(me, "BT2-082-T") end end)
card:security(function() game.at_end_of("battle", token) end)
card:static{turn = "opponents", applies = "own_digimon", keywords = {"blocker"},
  condition = function(me, self, c, d) return game.name(d) == "Diaboromon" end}
