-- Megadramon: [When Digivolving] delete 1 of your opponent's Digimon or Tamers with a play cost of 3
-- or less. Inherited: [When Attacking] if this Digimon has [Machine] or [Dragonkin] in one of its
-- traits, the same.
local function delete_cheap(me)
  local opp = game.opponent(me)
  local cheap = function(x) return (game.cost(x) or 99) <= 3 end
  local list = game.digimon(opp, cheap)
  for _, t in ipairs(game.tamers(opp, cheap)) do list[#list + 1] = t end
  local x = game.choose(me, list, 1, 1)[1]
  if x then game.delete(x) end
end
card:when_digivolving(delete_cheap)
card:when_attacking(function(me, self)
  if fx.trait_has("Machine")(self) or fx.trait_has("Dragonkin")(self) then delete_cheap(me) end
end, {inherited = true})
