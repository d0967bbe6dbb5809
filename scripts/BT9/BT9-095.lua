-- Gaia Force ZERO: when you would use this card, if you have a Digimon in play with the card named
-- [X Antibody] among its digivolution cards (the name, not the trait: Q1899), its cost is 2 less.
-- [Main] delete 1 of your opponent's Digimon with 13000 DP or less. Then 1 of your Digimon with
-- [Greymon] in its name may attack your opponent: the player only, never a Digimon, even for one
-- that may attack unsuspended Digimon (Q1901); only one that can attack now (not suspended, not played
-- this turn without <Rush>: Q1898) is offered, choosing none declines; the attack is an attack like
-- any other, its [When Attacking] effects activate (Q1900).
-- [Security] delete 1 of your opponent's Digimon.
local function antibody(me)
  return #game.digimon(me, function(d) return xab.under(d, "X Antibody") end) > 0
end
card:when_would("be_used", nil, {reduce = 2, condition = function(me) return antibody(me) end})
card:main(function(me)
  fx.delete(me, {dp = 13000})
  local greymon = fx.digimon(me, function(d) return game.name_has(d, "Greymon") and game.can_attack(d, {targets = "player"}) end)
  local d = game.choose(me, greymon, 0, 1)[1]
  if d then game.attack_with(d, {targets = "player"}) end
end)
card:security(function(me) fx.delete(me, {}) end)
