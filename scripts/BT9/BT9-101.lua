-- Ground Fang: [Main] return 1 of your opponent's suspended Digimon and 1 of their suspended Tamers to
-- the bottom of their deck (as many of the two as there are, Q1906; together). [Security] the same.
local function effect(me)
  local opp = game.opponent(me)
  local list = {}
  local d = game.choose(me, game.digimon(opp, game.suspended), 1, 1)[1]
  local t = game.choose(me, game.tamers(opp, game.suspended), 1, 1)[1]
  if d then list[#list + 1] = d end
  if t then list[#list + 1] = t end
  if #list == 2 and game.choose(me, list, 1, 1)[1] ~= list[1] then list = {list[2], list[1]} end -- the one placed first (3-1-3-4)
  if #list > 0 then game.return_to_deck(list, "bottom") end
end
card:main(effect)
card:security(effect)
