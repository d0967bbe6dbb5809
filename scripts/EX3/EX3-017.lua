-- Ebidramon: [On Play] 1 of your blue Digimon (this one too) gains <Blocker> until the end of your
-- opponent's turn. If this card was played from digivolution cards (from under a Digimon), unsuspend
-- that chosen Digimon (Q3385).
card:on_play(function(me, self, c, s, f)
  local d = fx.change_one(me, me, {keywords = {"blocker"}}, "opponents_turn", fx.colored("blue"))
  if d and f.from == "battle area" then game.unsuspend(d) end
end)
