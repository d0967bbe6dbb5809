-- Antylamon: while you have a [Shu-Chong Wong] in play, your [Lopmon] may digivolve into this card in
-- your hand for 3, ignoring its digivolution requirements (by an effect's digivolution too, Q3313).
-- [When Attacking] [Once Per Turn] you may trash the top card of your security stack to unsuspend this Digimon.
card:digivolve_from(function(me, self, c, d)
  return game.name(d) == "Lopmon" and #fx.tamers(me, function(t) return game.name(t) == "Shu-Chong Wong" end) > 0
end, 3)
card:when_attacking(function(me, self)
  if game.trash_security(me, 1) > 0 then game.unsuspend(self) end
end, {optional = true, once_per_turn = true})
