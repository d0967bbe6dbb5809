-- Willis: [On Play] you may hatch 1 Digi-Egg card into your breeding area, if it is empty. [Your Turn]
-- when one of your Digimon would digivolve into a Digimon with [Gargomon] or [Rapidmon] in its name,
-- you may suspend this Tamer to reduce the digivolution cost by 1. [Security] play this card.
card:on_play(function(me) game.hatch(me) end,
  {optional = true, condition = function(me) return game.breeding(me) == nil and game.egg_count(me) > 0 end})
card:when_would("digivolve", function(me, self) return fx.paid_by_suspending(self) end,
  {any = true, turn = "yours", optional = true, reduce = 1,
   condition = function(me, self, c, x)
     return (game.card_name_has(x, "Gargomon") or game.card_name_has(x, "Rapidmon")) and game.can_suspend(self)
   end})
card:security(function(me, self, c) game.play(c) end)
