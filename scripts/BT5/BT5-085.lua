-- Armageddemon: when this card would be played from your hand, you may delete 1 of your [Diaboromon]
-- (a token too, Q1354) to reduce its play cost by 12 (no reduction when the deletion does not
-- happen). <Rush> (card data). [All Turns] the [When Digivolving] effects on level 7 Digimon (both
-- players') don't activate: they neither trigger nor can another effect activate them (Q1355,
-- Q5521, Q5522), so no [X Per Turn] use is counted (Q5523); an effect of another timing on the same
-- card still activates at that timing (Q5520).
local function diaboromon(me) return fx.digimon(me, function(d) return game.name(d) == "Diaboromon" end) end
card:when_would("be_played", function(me)
  local d = game.choose(me, diaboromon(me), 1, 1)[1]
  if not d then return false end
  game.delete(d)
  return not game.on_field(d)
end, {optional = true, reduce = 12,
  condition = function(me, self, c) return game.card_zone(c) == "hand" and #diaboromon(me) > 0 end})
local function level7(me, self, c, d) return game.level(d) == 7 end
card:static{applies = "own_digimon", forbid = {"activate_when_digivolving"}, condition = level7}
card:static{applies = "opponent_digimon", forbid = {"activate_when_digivolving"}, condition = level7}
