-- Cherubimon: when this card would be played from your hand, you may delete 1 of your purple
-- [Cherubimon] to have its play cost reduced by 8. [On Play] [When Digivolving] for each Tamer you
-- have, 1 of the opponent's Digimon gets <Security Attack -2> until the end of the opponent's next
-- turn, each time chosen anew (Q1730), all in this one activation (Q1731).
local function purple_cherubimon(me)
  return fx.digimon(me, function(d) return game.name(d) == "Cherubimon" and game.has_color(d, "purple") end)
end
card:when_would("be_played", function(me)
  local d = game.choose(me, purple_cherubimon(me), 1, 1)[1]
  game.delete(d)
  return game.deletion(d) ~= nil -- the reduction only by a deletion done
end, {optional = true, reduce = 8,
  condition = function(me, self, c) return game.card_zone(c) == "hand" and #purple_cherubimon(me) > 0 end})
local function lower(me)
  fx.for_each(#game.tamers(me), function() fx.change_one(me, game.opponent(me), {security_attack = -2}, "opponents_turn") end)
end
card:on_play(lower)
card:when_digivolving(lower)
