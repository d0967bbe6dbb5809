-- Dark Gaia Force: [Main] choose any number of the opponent's Digimon whose printed play costs (Q1785)
-- add up to 15 or less (Q1783; fewer than possible too, at least 1, Q1784) and delete them together.
-- [Security] delete 1 of the opponent's Digimon with a play cost of 15 or less.
card:main(function(me)
  local chosen, left = {}, 15
  while true do
    local fits = game.digimon(game.opponent(me), function(d)
      for _, x in ipairs(chosen) do if x == d then return false end end
      return (game.cost(d) or 0) <= left
    end)
    local d = game.choose(me, fits, #chosen == 0 and math.min(1, #fits) or 0, 1)[1]
    if not d then break end
    chosen[#chosen + 1] = d
    left = left - (game.cost(d) or 0)
  end
  if #chosen > 0 then game.delete(chosen) end
end)
card:security(function(me) fx.delete(me, {filter = function(d) return (game.cost(d) or 0) <= 15 end}) end)
