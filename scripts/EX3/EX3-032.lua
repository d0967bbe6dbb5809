-- Majiramon: [On Play] 1 of your opponent's Digimon gets <Security Attack -2> until the end of your
-- opponent's turn. Then, if you have a Digimon with [Four Sovereigns] in its traits (a part of a trait,
-- 2-3-2-4) in the battle area, gain 2 memory (read as that part is processed).
card:on_play(function(me)
  fx.change_one(me, game.opponent(me), {security_attack = -2}, "opponents_turn")
  if #fx.digimon(me, fx.trait_has("Four Sovereigns")) > 0 then game.gain_memory(me, 2) end
end)
