-- KoKabuterimon: on your opponent's turn, while you have a blue Digimon, this Digimon has <Blocker>
-- (read when the block timing comes: a blue Digimon deleted by a [When Attacking] effect before it
-- leaves no <Blocker>, Q711).
card:static{turn = "opponents", keywords = {"blocker"},
  condition = function(me) return #fx.digimon(me, fx.colored("blue")) > 0 end}
