-- Grandis Scissor: [Main] suspend 1 of your opponent's Digimon. Then you may unsuspend 1 of your
-- Digimon with [Insectoid] in its traits, and it attacks 1 of your opponent's Digimon (declared, not
-- offered: its target is chosen, never the player): as any attack, a suspended Digimon that can be
-- attacked (not an unsuspended one, Q1904; not one that can't be attacked, Q1905), and none with a
-- Digimon that can't attack, played this turn without <Rush> (Q1903): it is unsuspended all the same.
-- [Security] suspend 1 of your opponent's Digimon or Tamers.
card:main(function(me)
  local d = fx.choose_one(me, game.opponent(me))
  if d then game.suspend(d) end
  local i = game.choose(me, fx.digimon(me, fx.trait_has("Insectoid")), 0, 1)[1]
  if not i then return end
  game.unsuspend(i)
  game.attack_with(i, {targets = "digimon"})
end)
card:security(function(me)
  local opp = game.opponent(me)
  local list = game.digimon(opp)
  for _, t in ipairs(game.tamers(opp)) do list[#list + 1] = t end
  local d = game.choose(me, list, 1, 1)[1]
  if d then game.suspend(d) end
end)
