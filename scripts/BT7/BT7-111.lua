-- Lucemon: Chaos Mode: your [Lucemon] may digivolve into this card in your hand for 7, ignoring its
-- digivolution requirements (by an effect too, Q1679). Played from the hand it costs 3 less for every 10
-- cards in your trash. [On Play] [When Digivolving] (either timing, Q1678) delete 1 of your opponent's
-- Tamers or level 6 or lower Digimon.
card:digivolve_from(function(me, self, c, d) return game.name(d) == "Lucemon" end, 7)
card:play_cost(function(me) return 3 * (#game.trash_cards(me) // 10) end)
local function effect(me)
  local p = game.opponent(me)
  local fit = fx.digimon(p, fx.level_at_most(6))
  for _, t in ipairs(game.tamers(p)) do fit[#fit + 1] = t end
  local d = game.choose(me, fit, 1, 1)[1]
  if d then game.delete(d) end
end
card:on_play(effect)
card:when_digivolving(effect)
